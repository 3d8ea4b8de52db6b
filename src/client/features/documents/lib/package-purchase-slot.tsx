import * as React from 'react';
import type { DocumentTemplateId } from '#shared/contracts/document-templates.ts';

/**
 * Buying a package is billing's; the interview shows it where it is needed. The page that holds
 * both features fills this slot (features do not import each other).
 */
export interface PackagePurchaseSlot {
  /** The package's price and what it adds, or nothing once it is owned. */
  priceNote: (templateId: DocumentTemplateId) => React.ReactNode;
  /** The purchase at its price, on this page; `returnTo` is where a redirecting card comes back to. */
  buyHere: (templateId: DocumentTemplateId, returnTo: string) => React.ReactNode;
}

const SlotContext = React.createContext<PackagePurchaseSlot | null>(null);
export const PackagePurchaseProvider = SlotContext.Provider;

export function usePackagePurchaseSlot(): PackagePurchaseSlot | null {
  return React.useContext(SlotContext);
}
