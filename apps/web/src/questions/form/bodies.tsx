import type { BodyProps, Of } from './body-props';
import { BlanksBody } from './BlanksBody';
import { ChoiceBody } from './ChoiceBody';
import { EssayBody } from './EssayBody';
import type { SubBody } from './draft';
import { MatchingBody } from './MatchingBody';
import { TrueFalseBody } from './TrueFalseBody';

export type { BodyProps };

/** The answer part of a question, one editor per type (a case study's sub-questions use it too). */
export function BodyEditor(props: BodyProps<SubBody>) {
  const { body } = props;
  switch (body.type) {
    case '3.1.':
      return <EssayBody {...(props as BodyProps<Of<'3.1.'>>)} />;
    case '3.2.':
    case '3.3.':
      return <ChoiceBody {...(props as BodyProps<Of<'3.2.'> | Of<'3.3.'>>)} />;
    case '3.4.':
      return <TrueFalseBody {...(props as BodyProps<Of<'3.4.'>>)} />;
    case '3.6.':
      return <MatchingBody {...(props as BodyProps<Of<'3.6.'>>)} />;
    case '3.7.':
      return <BlanksBody {...(props as BodyProps<Of<'3.7.'>>)} />;
  }
}
