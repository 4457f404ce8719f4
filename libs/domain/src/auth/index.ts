import { z } from 'zod';
import { isStrongPassword } from './password-policy.js';

export const loginSchema = z.strictObject({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginSchema>;

export const resetPasswordSchema = z
  .strictObject({
    password: z.string().refine(isStrongPassword, { message: 'weakPassword' }),
    confirmPassword: z.string().min(1),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'passwordsNotMatched',
    path: ['confirmPassword'],
  });

/** A user changing their own password: the current one, then the new one under the same policy. */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: z.string().min(1).max(200),
    password: z.string().refine(isStrongPassword, { message: 'weakPassword' }),
    confirmPassword: z.string().min(1),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'passwordsNotMatched',
    path: ['confirmPassword'],
  })
  .refine((v) => v.password !== v.currentPassword, { message: 'samePassword', path: ['password'] });
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

export const scopeChangeSchema = z.strictObject({ scopeId: z.number().int().positive() });
export const stageChangeSchema = z.strictObject({ stageId: z.enum(['33.1.', '33.2.', '*']) });
export const portalLoginSchema = z.strictObject({ token: z.string().min(10).max(2000) });

export const profileEditSchema = z.strictObject({
  nameAr: z.string().trim().min(1).max(100),
  nameEn: z.string().trim().min(1).max(100),
  email: z.union([z.literal(''), z.email({ message: 'invalidEmail' }).max(200)]).optional(),
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^[0-9+\-\s]*$/, { message: 'validNumber' })
    .optional(),
  nationalId: z
    .union([z.literal(''), z.string().regex(/^[23]\d{13}$/, { message: 'nationalId' })])
    .optional(),
});
export type ProfileEdit = z.infer<typeof profileEditSchema>;

export * from '../session/index.js';
export { isStrongPassword } from './password-policy.js';
