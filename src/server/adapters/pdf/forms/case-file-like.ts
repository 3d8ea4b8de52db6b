/**
 * The few case-file fields the first definitions read, named as agreed by the documents team
 * (DOCUMENTS-TEAM.md). Replaced by the real `CaseFile` (src/shared/case-file/) once it lands.
 */
export interface PersonNameLike {
  first: string;
  middle?: string;
  last: string;
  suffix?: string;
}

export interface CaseFileLike {
  filing?: {
    chapter?: 7 | 13;
    plannedFilingDate?: string;
    district?: string;
    jointFiling?: boolean;
    /** Form 101 line 16. */
    debtsPrimarily?: 'consumer' | 'business' | 'other';
  };
  debtors?: { debtor?: { name: PersonNameLike }; spouse?: { name: PersonNameLike } };
  property?: { items: readonly { id: string; line: number; description: string; value: number }[] };
  debts?: { items: readonly { id: string; kind: 'secured' | 'priority' | 'nonpriority'; amount: number }[] };
}
