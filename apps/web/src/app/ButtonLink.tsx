import { buttonClass, type ButtonVariant } from '@mizan/ui';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';

/** A router link to another screen, dressed as a button (a page header's "to the exam", "details"). */
export function ButtonLink({
  to,
  variant = 'secondary',
  testId,
  children,
}: {
  to: To;
  variant?: ButtonVariant;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={buttonClass(variant)} data-testid={testId}>
      {children}
    </Link>
  );
}
