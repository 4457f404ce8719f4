import type { IloHeaderCode } from '../codes/index.js';
import type { Bilingual } from '../i18n/index.js';

/** Fixed mode (SPEC 3): four headers 1.1. to 1.4., each with ILOs (iloID, iloDesc) and sub-ILOs. */
export interface FixedIloHeader {
  /** 1 to 4, the header's position. */
  headerId: number;
  headerCode: IloHeaderCode;
  headerName: Bilingual;
  ilos: FixedIlo[];
}

export interface FixedIlo {
  iloID: number;
  iloCode: string;
  iloDesc: Bilingual;
  /** Subject editor only: ticked for the subject. */
  selected?: boolean;
  /** Subject editor only: linked to questions of the subject, so it cannot be unticked. */
  unRemovable?: boolean;
  subIlos: FixedSubIlo[];
}

export interface FixedSubIlo {
  subIloID: number;
  subIloCode: string;
  subIloDesc: Bilingual;
  selected?: boolean;
  unRemovable?: boolean;
}

/** Flexible mode (SPEC 3): a nested tree. */
export interface FlexibleIloNode {
  iloId: number;
  ilo_code: string;
  description: Bilingual;
  selected?: boolean;
  unremovable?: boolean;
  children: FlexibleIloNode[];
}

export type CourseIloTree = FixedIloHeader[] | FlexibleIloNode[];
