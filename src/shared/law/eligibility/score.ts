/**
 * The risk score (0-100) measures financial distress and urgency, not legal eligibility: how far
 * debts outrun income and property, whether payments are behind, whether creditors are already
 * collecting, and how soon something will be lost. Six factors, each with its points shown to the
 * person. The weights are the product's choice (not law); the bands are spec section 4.
 */
import type { Household } from '../household/household.ts';
import { formatIsoDate as day } from '../../format/dates.ts';
import { formatCents } from '../../format/money.ts';
import { daysBetween } from './dates.ts';
import { unsecuredCents } from './debts.ts';
import type { DebtSummary, RiskBand, ScoreFactor } from './types.ts';

/** Spec 4: 80 and up High; 60-79 Medium; 40-59 Low; under 40 Very Low. */
export const RISK_BANDS: readonly { band: RiskBand; label: string; minScore: number }[] = [
  { band: 'high', label: 'High', minScore: 80 },
  { band: 'medium', label: 'Medium', minScore: 60 },
  { band: 'low', label: 'Low', minScore: 40 },
  { band: 'very_low', label: 'Very Low', minScore: 0 },
];

export function bandForScore(score: number): { band: RiskBand; label: string } {
  const found = RISK_BANDS.find((b) => score >= b.minScore) ?? RISK_BANDS[RISK_BANDS.length - 1]!;
  return { band: found.band, label: found.label };
}

export const SCORE_WEIGHTS = {
  /** Unsecured debt as a share of a year's income: full points at one year's income or more. */
  debtToIncome: 30,
  /** Debts larger than everything owned. */
  insolvency: 15,
  /** Monthly spending and loan payments above income: full points when the gap equals income. */
  cashFlow: 15,
  /** Payments behind on a home or vehicle loan. */
  arrears: 10,
  /** A lawsuit (filed 8, threatened 4), a garnishment (8), a repossession or foreclosure notice (4). */
  collection: 20,
  /** A foreclosure sale soon after the planned filing date: full points within 30 days, half within 90. */
  urgency: 10,
} as const;

const COLLECTION_POINTS = { lawsuitFiled: 8, lawsuitThreatened: 4, garnishment: 8, propertyAction: 4 } as const;
const URGENT_SALE_DAYS = { full: 30, half: 90 } as const;
/**
 * A home sale this close outweighs every ratio: someone 19 days from losing their home must not read
 * "Very Low". A sale within 30 days puts the score in the High band at least, within 90 in Medium.
 */
const URGENT_SALE_FLOOR = { full: 80, half: 60 } as const;

const share = (part: number, whole: number): number => (whole <= 0 ? (part > 0 ? 1 : 0) : Math.min(part / whole, 1));

/** Expenses hold rent or the mortgage payment (and taxes, as income is gross); other loan payments are added. */
export function monthlyOutgoingsCents(household: Household): number {
  const expenses = Object.values(household.expenses).reduce((t, v) => t + v, 0);
  return expenses + household.debts.secured.filter((d) => d.collateral !== 'home').reduce((t, d) => t + d.monthlyPayment, 0);
}

export function scoreFactors(household: Household, debts: DebtSummary, grossMonthlyIncomeCents: number, filingDay: string): ScoreFactor[] {
  const { assets, collection } = household;
  const annualIncome = grossMonthlyIncomeCents * 12;
  const unsecured = unsecuredCents(debts);
  const ownedCents =
    (assets.home?.value ?? 0) + assets.vehicles.reduce((t, v) => t + v.value, 0) + assets.accounts.reduce((t, a) => t + a.balance, 0) + assets.other;
  const monthlyOutgoings = monthlyOutgoingsCents(household);
  const shortfall = Math.max(0, monthlyOutgoings - grossMonthlyIncomeCents);

  const lawsuitPoints = collection.lawsuit === 'filed' || collection.lawsuit === 'judgment' ? COLLECTION_POINTS.lawsuitFiled : collection.lawsuit === 'threatened' ? COLLECTION_POINTS.lawsuitThreatened : 0;
  const propertyAction = collection.repossession !== 'none' || collection.foreclosure.noticeReceived ? COLLECTION_POINTS.propertyAction : 0;
  const collectionPoints = Math.min(SCORE_WEIGHTS.collection, lawsuitPoints + (collection.garnishment.active ? COLLECTION_POINTS.garnishment : 0) + propertyAction);

  const saleDate = collection.foreclosure.saleDate;
  const daysToSale = saleDate ? daysBetween(filingDay, saleDate) : null;
  const urgency = daysToSale === null ? 0 : daysToSale <= URGENT_SALE_DAYS.full ? SCORE_WEIGHTS.urgency : daysToSale <= URGENT_SALE_DAYS.half ? SCORE_WEIGHTS.urgency / 2 : 0;
  const floor = urgentSaleFloor(daysToSale);

  return [
    {
      id: 'debtToIncome',
      points: Math.round(SCORE_WEIGHTS.debtToIncome * share(unsecured, annualIncome)),
      maxPoints: SCORE_WEIGHTS.debtToIncome,
      fact: `Debts other than secured loans: ${formatCents(unsecured, { cents: 'auto' })}; a year's income: ${formatCents(annualIncome, { cents: 'auto' })}.`,
    },
    {
      id: 'insolvency',
      points: debts.totalCents > ownedCents ? SCORE_WEIGHTS.insolvency : 0,
      maxPoints: SCORE_WEIGHTS.insolvency,
      fact: `You owe ${formatCents(debts.totalCents, { cents: 'auto' })} and own ${formatCents(ownedCents, { cents: 'auto' })}.`,
    },
    {
      id: 'cashFlow',
      points: Math.round(SCORE_WEIGHTS.cashFlow * share(shortfall, grossMonthlyIncomeCents)),
      maxPoints: SCORE_WEIGHTS.cashFlow,
      fact: `Each month ${formatCents(monthlyOutgoings, { cents: 'auto' })} goes out and ${formatCents(grossMonthlyIncomeCents, { cents: 'auto' })} comes in.`,
    },
    {
      id: 'arrears',
      points: debts.securedArrearsCents > 0 ? SCORE_WEIGHTS.arrears : 0,
      maxPoints: SCORE_WEIGHTS.arrears,
      fact: debts.securedArrearsCents > 0 ? `You are ${formatCents(debts.securedArrearsCents, { cents: 'auto' })} behind on secured loans.` : 'You are not behind on secured loans.',
    },
    {
      id: 'collection',
      points: collectionPoints,
      maxPoints: SCORE_WEIGHTS.collection,
      fact: collectionPoints > 0 ? 'Creditors are taking action to collect (lawsuit, garnishment, repossession or foreclosure).' : 'No creditor is taking action to collect yet.',
    },
    {
      id: 'urgency',
      points: urgency,
      maxPoints: SCORE_WEIGHTS.urgency,
      fact: !saleDate
        ? 'No sale date is set.'
        : floor > 0
          ? `A foreclosure sale is set for ${day(saleDate)}. A sale this soon puts your score at ${floor} or more, whatever the other factors.`
          : `A foreclosure sale is set for ${day(saleDate)}.`,
      ...(floor > 0 ? { minimumScore: floor } : {}),
    },
  ];
}

function urgentSaleFloor(daysToSale: number | null): number {
  if (daysToSale === null || daysToSale < 0) return 0;
  if (daysToSale <= URGENT_SALE_DAYS.full) return URGENT_SALE_FLOOR.full;
  return daysToSale <= URGENT_SALE_DAYS.half ? URGENT_SALE_FLOOR.half : 0;
}

/** The factors' points added up, raised to any factor's minimum (an imminent sale), within 0-100. */
export function totalScore(factors: ScoreFactor[]): number {
  const sum = factors.reduce((t, f) => t + f.points, 0);
  const minimum = Math.max(0, ...factors.map((f) => f.minimumScore ?? 0));
  return Math.max(0, Math.min(100, Math.max(sum, minimum)));
}
