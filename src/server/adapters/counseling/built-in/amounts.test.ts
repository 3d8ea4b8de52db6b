import { describe, expect, it } from 'vitest';
import { findAmounts, monthlyCents, parseAmount, periodAfter } from './amounts.ts';

describe('amounts as people write them', () => {
  const phrasings: Array<[string, number]> = [
    ['3200', 320_000],
    ['$3,200', 320_000],
    ['$3,200 a month', 320_000],
    ['3,200.50', 320_050],
    ['$1,234.56', 123_456],
    ['about 45k in credit cards', 4_500_000],
    ['45K', 4_500_000],
    ['$45k', 4_500_000],
    ['1.5k', 150_000],
    ['$3.2k', 320_000],
    ['2.5 million', 250_000_000],
    ['1.2m', 120_000_000],
    ['$1.2M', 120_000_000],
    ['twelve hundred', 120_000],
    ['Twelve Hundred dollars', 120_000],
    ['fifteen hundred', 150_000],
    ['forty-five thousand', 4_500_000],
    ['forty five thousand dollars', 4_500_000],
    ['three thousand two hundred', 320_000],
    ['a thousand', 100_000],
    ['a hundred and fifty', 15_000],
    ['one hundred twenty thousand', 12_000_000],
    ['half a million', 50_000_000],
    ['around $3,200', 320_000],
    ['roughly 3 grand', 300_000],
    ['3 grand', 300_000],
    ['12 hundred', 120_000],
    ['45 thousand', 4_500_000],
    ['2 thousand', 200_000],
    ['ten thousand five hundred', 1_050_000],
    ['nine hundred fifty', 95_000],
    ['50 bucks', 5_000],
    ['USD 500', 50_000],
    ['500 dollars', 50_000],
    ['I owe maybe 8,500 on it', 850_000],
    ['like $600', 60_000],
    ['eighty-two thousand four hundred', 8_240_000],
    ['seventeen', 1_700],
    ['ninety nine', 9_900],
    ['a million', 100_000_000],
    ['two and a half', 200], // "two" then "and a half": only the whole part is read
    ['~$2,000', 200_000],
    ['$ 750', 75_000],
    ['1,500/month', 150_000],
    ['$1,200', 120_000],
    ['1.2k', 120_000],
    ['1200 a month', 120_000],
    ['about 40 grand a year', 4_000_000],
    ['40 grand', 4_000_000],
    ['$0', 0],
    ['nothing but 600 bucks', 60_000],
    ['I owe 2000 in credit cards', 200_000],
    ['2000 a month', 200_000],
    ['$2019', 201_900],
    ['2019 dollars', 201_900],
    ['500 credit card debt', 50_000],
    ['a 401k worth 12k', 1_200_000],
    ['a 2000 dollar bill', 200_000],
    ['I am 2000 behind', 200_000],
  ];

  it.each(phrasings)('reads %j as %i cents', (phrase, cents) => {
    expect(parseAmount(phrase)).toBe(cents);
  });

  it('has at least 40 phrasings', () => {
    expect(phrasings.length).toBeGreaterThanOrEqual(40);
  });

  it('finds each amount of a sentence with where it stands', () => {
    const text = 'about 45k in credit cards, $3,000 in medical bills and twelve hundred on a payday loan';
    const found = findAmounts(text);
    expect(found.map((a) => a.cents)).toEqual([4_500_000, 300_000, 120_000]);
    expect(text.slice(found[2]!.start, found[2]!.end)).toBe('twelve hundred');
  });

  it('finds no amount in words without a number', () => {
    expect(parseAmount('I rent and have no car')).toBeNull();
    expect(findAmounts("I'm not sure, a lot")).toEqual([]);
  });

  const notAmounts = [
    'I filed in 2019',
    'since March 2024',
    'back in 2015',
    'in the summer of 2020',
    'my 2019 tax return',
    'a 2015 Honda Civic',
    'I drive a 2014 Corolla',
    'I owe the IRS for 2021 and 2022',
    'taxes for 2019-2021',
    "I'm 34, single",
    '18% interest',
    '24.99 percent APR',
    'the sale is on 12/15/2026',
    'the sale is 2026-12-15',
    'the sale is Dec 15',
    'the sale is on December 15',
    'on 15 December',
    'there are 3 people',
    'three people',
    'two kids',
    'age 65',
    '3 years ago',
    'six months behind',
    'chapter 7',
    'chapter 13',
    '2 credit cards',
    'my 401k',
    'my 401(k)',
  ];
  it.each(notAmounts)('reads no amount in %j (dates, years, percentages, counts and labels)', (text) => {
    expect(findAmounts(text)).toEqual([]);
  });

  it('reads the amounts beside dates, years and percentages', () => {
    const text = 'Since March 2024 I owe 45k on cards at 18% interest, and I filed in 2019 with 3 kids';
    expect(findAmounts(text).map((a) => a.cents)).toEqual([4_500_000]);
  });

  it('reads absurd amounts as what they say, for the counselor to refuse', () => {
    expect(parseAmount('10^30 dollars')).toBeGreaterThan(1e30);
    expect(parseAmount('1e30')).toBeGreaterThan(1e30);
    expect(parseAmount('1000000000000000000000000000000 in cards')).toBeGreaterThan(1e30);
    expect(parseAmount('9'.repeat(400))).toBe(Infinity);
  });

  it('keeps thousands commas apart from a list comma', () => {
    expect(findAmounts('1,200, 300 and 45').map((a) => a.cents)).toEqual([120_000, 30_000, 4_500]);
  });
});

describe('income periods', () => {
  const cases: Array<[string, string | null]> = [
    ['$3,200 a month', 'month'],
    ['3200/mo', 'month'],
    ['3200 monthly', 'month'],
    ['52k a year', 'year'],
    ['52,000 annually', 'year'],
    ['a salary of 52k', 'year'],
    ['900 a week', 'week'],
    ['1,400 every two weeks', 'twoWeeks'],
    ['1,400 biweekly', 'twoWeeks'],
    ['1,500 twice a month', 'halfMonth'],
    ['3200', null],
  ];
  it.each(cases)('reads the period of %j', (text, period) => {
    const lower = text.toLowerCase();
    const amount = findAmounts(lower)[0]!;
    expect(periodAfter(lower, amount.end)).toBe(period);
  });

  it('turns each period into a monthly amount', () => {
    expect(monthlyCents(5_200_000, 'year')).toBe(433_333);
    expect(monthlyCents(90_000, 'week')).toBe(390_000);
    expect(monthlyCents(140_000, 'twoWeeks')).toBe(303_333);
    expect(monthlyCents(150_000, 'halfMonth')).toBe(300_000);
    expect(monthlyCents(320_000, 'month')).toBe(320_000);
  });
});
