/**
 * Which counties each legal aid program serves, where a source says so (issue 42). A program not
 * listed here, or listed with `complete: false`, may serve counties we do not know: the product says
 * "check whether it serves your county" and never guesses.
 *
 * FROM_REFERENCE_FILE: generated from legal_aid_service_areas_partial.csv (../shared/data), one
 * entry per program, counties in the file's order; `data/resource-sources.test.ts` compares them.
 * FOUND_IN_PAGES: read in stored public pages on 2026-12-07, each with its source; not in that file.
 */
import type { ProgramServiceArea } from './types.ts';

export const FROM_REFERENCE_FILE: readonly ProgramServiceArea[] = [
  { programId: "legal-aid-pa-midpenn-legal-services-inc", state: "PA", complete: true, counties: ["Adams County","Bedford County","Berks County","Blair County","Centre County","Clearfield County","Cumberland County","Dauphin County","Franklin County","Fulton County","Huntingdon County","Juniata County","Lancaster County","Lebanon County","Mifflin County","Perry County","Schuylkill County","York County"], fips: ["42001","42009","42011","42013","42027","42033","42041","42043","42055","42057","42061","42067","42071","42075","42087","42099","42107","42133"], source: { name: "PennLive", date: "2019-10", url: "https://www.pennlive.com/opinion/2019/10/midpenn-legal-services-celebrates-50-years-of-advocating-for-justice-and-providing-hope-opinion.html", confidence: "M" } },
  { programId: "legal-aid-pa-summit-legal-aid", state: "PA", complete: true, counties: ["Armstrong County","Cambria County","Clarion County","Fayette County","Greene County","Indiana County","Jefferson County","Somerset County","Washington County","Westmoreland County"], fips: ["42005","42021","42031","42051","42059","42063","42065","42111","42125","42129"], source: { name: "Observer-Reporter", date: "2023-07-28", url: "https://observer-reporter.com/news/localnews/swpa-legal-aid-merging-with-laurel-legal-services/article_5291e03c-2c83-11ee-a1a2-bf0c508fd589.html", confidence: "M" } },
  { programId: "legal-aid-mi-michigan-advocacy-program", state: "MI", complete: true, counties: ["Barry County","Branch County","Calhoun County","Clinton County","Eaton County","Hillsdale County","Ingham County","Jackson County","Lenawee County","Livingston County","Monroe County","Shiawassee County","Washtenaw County"], fips: ["26015","26023","26025","26037","26045","26059","26065","26075","26091","26093","26115","26155","26161"], source: { name: "Michigan Advocacy Program", date: "undated (page text c. 2016-2020)", url: "https://miadvocacy.org/about-us/legal-services-south-central-michigan", confidence: "H" } },
  { programId: "legal-aid-ny-legal-services-of-the-hudson-valley", state: "NY", complete: true, counties: ["Westchester County","Putnam County","Dutchess County","Rockland County","Orange County","Ulster County","Sullivan County"], fips: ["36119","36079","36027","36087","36071","36111","36105"], source: { name: "Legal Services of the Hudson Valley", date: "2022", url: "https://www.lshv.org/economic-impact/", confidence: "H" } },
  { programId: "legal-aid-ga-atlanta-legal-aid-society-inc", state: "GA", complete: true, counties: ["Clayton County","Cobb County","DeKalb County","Fulton County","Gwinnett County"], fips: ["13063","13067","13089","13121","13135"], source: { name: "Atlanta Legal Aid Society, “Our Work”", date: "2013-2024", url: "https://atlantalegalaid.org/index.php/about-us/our-work", confidence: "M" } },
  { programId: "legal-aid-ga-georgia-legal-services-program", state: "GA", complete: true, counties: ["Appling County","Atkinson County","Bacon County","Baker County","Baldwin County","Banks County","Barrow County","Bartow County","Ben Hill County","Berrien County","Bibb County","Bleckley County","Brantley County","Brooks County","Bryan County","Bulloch County","Burke County","Butts County","Calhoun County","Camden County","Candler County","Carroll County","Catoosa County","Charlton County","Chatham County","Chattahoochee County","Chattooga County","Cherokee County","Clarke County","Clay County","Clinch County","Coffee County","Colquitt County","Columbia County","Cook County","Coweta County","Crawford County","Crisp County","Dade County","Dawson County","Decatur County","Dodge County","Dooly County","Dougherty County","Douglas County","Early County","Echols County","Effingham County","Elbert County","Emanuel County","Evans County","Fannin County","Fayette County","Floyd County","Forsyth County","Franklin County","Gilmer County","Glascock County","Glynn County","Gordon County","Grady County","Greene County","Habersham County","Hall County","Hancock County","Haralson County","Harris County","Hart County","Heard County","Henry County","Houston County","Irwin County","Jackson County","Jasper County","Jeff Davis County","Jefferson County","Jenkins County","Johnson County","Jones County","Lamar County","Lanier County","Laurens County","Lee County","Liberty County","Lincoln County","Long County","Lowndes County","Lumpkin County","Macon County","Madison County","Marion County","McDuffie County","McIntosh County","Meriwether County","Miller County","Mitchell County","Monroe County","Montgomery County","Morgan County","Murray County","Muscogee County","Newton County","Oconee County","Oglethorpe County","Paulding County","Peach County","Pickens County","Pierce County","Pike County","Polk County","Pulaski County","Putnam County","Quitman County","Rabun County","Randolph County","Richmond County","Rockdale County","Schley County","Screven County","Seminole County","Spalding County","Stephens County","Stewart County","Sumter County","Talbot County","Taliaferro County","Tattnall County","Taylor County","Telfair County","Terrell County","Thomas County","Tift County","Toombs County","Towns County","Treutlen County","Troup County","Turner County","Twiggs County","Union County","Upson County","Walker County","Walton County","Ware County","Warren County","Washington County","Wayne County","Webster County","Wheeler County","White County","Whitfield County","Wilcox County","Wilkes County","Wilkinson County","Worth County"], fips: ["13001","13003","13005","13007","13009","13011","13013","13015","13017","13019","13021","13023","13025","13027","13029","13031","13033","13035","13037","13039","13043","13045","13047","13049","13051","13053","13055","13057","13059","13061","13065","13069","13071","13073","13075","13077","13079","13081","13083","13085","13087","13091","13093","13095","13097","13099","13101","13103","13105","13107","13109","13111","13113","13115","13117","13119","13123","13125","13127","13129","13131","13133","13137","13139","13141","13143","13145","13147","13149","13151","13153","13155","13157","13159","13161","13163","13165","13167","13169","13171","13173","13175","13177","13179","13181","13183","13185","13187","13193","13195","13197","13189","13191","13199","13201","13205","13207","13209","13211","13213","13215","13217","13219","13221","13223","13225","13227","13229","13231","13233","13235","13237","13239","13241","13243","13245","13247","13249","13251","13253","13255","13257","13259","13261","13263","13265","13267","13269","13271","13273","13275","13277","13279","13281","13283","13285","13287","13289","13291","13293","13295","13297","13299","13301","13303","13305","13307","13309","13311","13313","13315","13317","13319","13321"], source: { name: "Bowen Law Group blog", date: "2013-03-12", url: "http://www.thebowenlawgroup.com/blog/2013/03/georgia-legal-services", confidence: "M" } },
  { programId: "legal-aid-az-dna-peoples-legal-services-inc", state: "AZ", complete: false, counties: ["Coconino County","Apache County","Navajo County"], fips: ["04005","04001","04017"], source: { name: "LSC service areas page", date: "2026", url: "https://www.lsc.gov/grants/basic-field-grant/lsc-service-areas/2027-service-areas-subject-competition", confidence: "H" } },
  { programId: "legal-aid-ca-legal-aid-society-of-san-diego-inc", state: "CA", complete: true, counties: ["San Diego County"], fips: ["06073"], source: { name: "LSC service areas page", date: "2026", url: "https://www.lsc.gov/grants/basic-field-grant/lsc-service-areas/2027-service-areas-subject-competition", confidence: "H" } },
  { programId: "legal-aid-ca-california-rural-legal-assistance-inc", state: "CA", complete: false, counties: ["Colusa County","Imperial County","Kern County","Madera County"], fips: ["06011","06025","06029","06039"], source: { name: "LSC service areas page", date: "2026", url: "https://www.lsc.gov/grants/basic-field-grant/lsc-service-areas/2027-service-areas-subject-competition", confidence: "H" } },
  { programId: "legal-aid-al-legal-services-alabama", state: "AL", complete: true, counties: ["Autauga County","Baldwin County","Barbour County","Bibb County","Blount County","Bullock County","Butler County","Calhoun County","Chambers County","Cherokee County","Chilton County","Choctaw County","Clarke County","Clay County","Cleburne County","Coffee County","Colbert County","Conecuh County","Coosa County","Covington County","Crenshaw County","Cullman County","Dale County","Dallas County","DeKalb County","Elmore County","Escambia County","Etowah County","Fayette County","Franklin County","Geneva County","Greene County","Hale County","Henry County","Houston County","Jackson County","Jefferson County","Lamar County","Lauderdale County","Lawrence County","Lee County","Limestone County","Lowndes County","Macon County","Madison County","Marengo County","Marion County","Marshall County","Mobile County","Monroe County","Montgomery County","Morgan County","Perry County","Pickens County","Pike County","Randolph County","Russell County","Shelby County","St. Clair County","Sumter County","Talladega County","Tallapoosa County","Tuscaloosa County","Walker County","Washington County","Wilcox County","Winston County"], fips: ["01001","01003","01005","01007","01009","01011","01013","01015","01017","01019","01021","01023","01025","01027","01029","01031","01033","01035","01037","01039","01041","01043","01045","01047","01049","01051","01053","01055","01057","01059","01061","01063","01065","01067","01069","01071","01073","01075","01077","01079","01081","01083","01085","01087","01089","01091","01093","01095","01097","01099","01101","01103","01105","01107","01109","01111","01113","01117","01115","01119","01121","01123","01125","01127","01129","01131","01133"], source: { name: "LSC service areas page", date: "2021", url: "https://www.lsc.gov/grants-grantee-resources/our-grant-programs/basic-field-grant/lsc-service-areas/2022-service-areas", confidence: "H" } },
  { programId: "legal-aid-va-legal-services-of-northern-virginia-inc", state: "VA", complete: true, counties: ["Arlington County","Alexandria city","Falls Church city","","Loudoun County","Prince William County","Manassas Park city","Fairfax city","Manassas city"], fips: ["51013","51510","51610","51059","51107","51153","51685","51600","51683"], source: { name: "Virginia Eviction Helpline legal aid map", date: "2024-04-19", url: "https://evictionhelpline.org/legal-aid-map/", confidence: "L" } },
  { programId: "legal-aid-va-blue-ridge-legal-services-inc", state: "VA", complete: true, counties: ["Clarke County","Frederick County","Warren County","Shenandoah County","Page County","Rockingham County","Augusta County","Staunton city","Waynesboro city","Rockbridge County","Buena Vista city","Highland County","Bath County","Alleghany County","Harrisonburg city","Lexington city","Covington city","Winchester city"], fips: ["51043","51069","51187","51171","51139","51165","51015","51790","51820","51163","51530","51091","51017","51005","51660","51678","51580","51840"], source: { name: "Virginia Eviction Helpline legal aid map", date: "2024-04-19", url: "https://evictionhelpline.org/legal-aid-map/", confidence: "L" } },
  { programId: "legal-aid-va-central-virginia-legal-aid-society-inc", state: "VA", complete: true, counties: ["Greene County","Albemarle County","Nelson County","Louisa County","Fluvanna County","Goochland County","Hanover County","Henrico County","Powhatan County","Chesterfield County","Dinwiddie County","Colonial Heights city","Hopewell city","Prince George County","Surry County","New Kent County","Charles City County","Richmond city","Charlottesville city","Petersburg city"], fips: ["51079","51003","51125","51109","51065","51075","51085","51087","51145","51041","51053","51570","51670","51149","51181","51127","51036","51760","51540","51730"], source: { name: "Virginia Eviction Helpline legal aid map", date: "2024-04-19", url: "https://evictionhelpline.org/legal-aid-map/", confidence: "L" } },
  { programId: "legal-aid-va-legal-aid-society-of-eastern-virginia", state: "VA", complete: true, counties: ["Middlesex County","Gloucester County","Mathews County","Williamsburg city","Hampton city","Norfolk city","Newport News city","Poquoson city","Portsmouth city","York County","Virginia Beach city","Chesapeake city","Accomack County","Northampton County","James City County"], fips: ["51119","51073","51115","51830","51650","51710","51700","51735","51740","51199","51810","51550","51001","51131","51095"], source: { name: "Virginia Eviction Helpline legal aid map", date: "2024-04-19", url: "https://evictionhelpline.org/legal-aid-map/", confidence: "L" } },
  { programId: "legal-aid-va-southwest-virginia-legal-aid-society-inc", state: "VA", complete: true, counties: ["Giles County","Montgomery County","Floyd County","Pulaski County","Carroll County","Bland County","Wythe County","Grayson County","Tazewell County","Smyth County","Russell County","Buchanan County","Washington County","Bristol city","Wise County","Scott County","Lee County","Norton city","Radford city","Galax city","Dickenson County"], fips: ["51071","51121","51063","51155","51035","51021","51197","51077","51185","51173","51167","51027","51191","51520","51195","51169","51105","51720","51750","51640","51051"], source: { name: "Virginia Eviction Helpline legal aid map", date: "2024-04-19", url: "https://evictionhelpline.org/legal-aid-map/", confidence: "L" } },
  { programId: "legal-aid-va-virginia-legal-aid-society-inc", state: "VA", complete: true, counties: ["Patrick County","Henry County","Danville city","Pittsylvania County","Campbell County","Halifax County","Charlotte County","Amherst County","Appomattox County","Buckingham County","Prince Edward County","Mecklenburg County","Lunenburg County","Cumberland County","Amelia County","Nottoway County","Brunswick County","Greensville County","Sussex County","Southampton County","Isle of Wight County","Suffolk city","Emporia city","Franklin city","Lynchburg city","Martinsville city"], fips: ["51141","51089","51590","51143","51031","51083","51037","51009","51011","51029","51147","51117","51111","51049","51007","51135","51025","51081","51183","51175","51093","51800","51595","51620","51680","51690"], source: { name: "Virginia Eviction Helpline legal aid map", date: "2024-04-19", url: "https://evictionhelpline.org/legal-aid-map/", confidence: "L" } },];

export const FOUND_IN_PAGES: readonly ProgramServiceArea[] = [
  {
    programId: 'legal-aid-pa-neighborhood-legal-services-association',
    state: 'PA',
    complete: true,
    counties: ['Allegheny County', 'Beaver County', 'Butler County', 'Lawrence County'],
    fips: ['42003', '42007', '42019', '42073'],
    source: { name: 'Neighborhood Legal Services, “Our History”', date: '2021', url: 'https://nlsa.us/about-us/history/', confidence: 'H' },
  },
  {
    programId: 'legal-aid-fl-legal-services-of-greater-miami-inc',
    state: 'FL',
    complete: true,
    counties: ['Miami-Dade County', 'Monroe County'],
    fips: ['12086', '12087'],
    source: { name: 'Miami Herald op-ed by Legal Services of Greater Miami', date: '2016-10-27', url: 'http://www.miamiherald.com/opinion/op-ed/article110780767.html', confidence: 'M' },
  },
  {
    // 72 Texas counties (and 4 in Arkansas); the list itself was not found.
    programId: 'legal-aid-tx-lone-star-legal-aid',
    state: 'TX',
    complete: false,
    counties: ['Harris County'],
    fips: ['48201'],
    source: { name: 'Harris County Law Library, on Lone Star Legal Aid in the Greater Houston area', date: '2020', url: 'https://harriscountylawlibrary.org/ex-libris-juris?offset=1599679034358', confidence: 'M' },
  },
  {
    // A 36-county region (eight offices); only Franklin is named in a source found.
    programId: 'legal-aid-oh-legal-aid-of-southeast-and-central-ohio',
    state: 'OH',
    complete: false,
    counties: ['Franklin County'],
    fips: ['39049'],
    source: { name: 'Columbus Dispatch, on the Legal Aid Society of Columbus (now part of this program)', date: '2009-01-05', url: 'http://www.dispatch.com/content/stories/local/2009/01/05/legal_aid.html', confidence: 'M' },
  },
  {
    programId: 'legal-aid-ca-legal-aid-foundation-of-los-angeles',
    state: 'CA',
    complete: false,
    counties: ['Los Angeles County'],
    fips: ['06037'],
    source: { name: 'Legal Aid Foundation of Los Angeles, annual report', date: '2023', url: 'https://annualreport.lafla.org', confidence: 'H' },
  },
  {
    // Orange County and the southeast part of Los Angeles County: only Orange is served whole.
    programId: 'legal-aid-ca-community-legal-aid-socal',
    state: 'CA',
    complete: false,
    counties: ['Orange County'],
    fips: ['06059'],
    source: { name: 'OC Nonprofit Central, Community Legal Aid SoCal', date: '2024', url: 'https://www.ocnonprofitcentral.org/organizations/legal-aid-society-of-orange-county', confidence: 'M' },
  },  {
    programId: 'legal-aid-pa-legal-aid-of-southeastern-pennsylvania',
    state: 'PA',
    complete: true,
    counties: ['Bucks County', 'Chester County', 'Delaware County', 'Montgomery County'],
    fips: ['42017', '42029', '42045', '42091'],
    source: { name: 'The Times Herald, on Legal Aid of Southeastern PA', date: '2020-03-19', url: 'https://www.timesherald.com/2020/03/19/legal-aid-wont-halt-during-covid-19-outbreak/', confidence: 'M' },
  },
  {
    programId: 'legal-aid-oh-the-legal-aid-society-of-cleveland',
    state: 'OH',
    complete: true,
    counties: ['Ashtabula County', 'Cuyahoga County', 'Geauga County', 'Lake County', 'Lorain County'],
    fips: ['39007', '39035', '39055', '39085', '39093'],
    source: { name: 'The Legal Aid Society of Cleveland, “Overview”', date: '2020', url: 'http://lasclev.org/about-us/overview/', confidence: 'H' },
  },
  {
    programId: 'legal-aid-ca-bay-area-legal-aid',
    state: 'CA',
    complete: true,
    counties: ['Alameda County', 'Contra Costa County', 'Marin County', 'Napa County', 'San Francisco County', 'San Mateo County', 'Santa Clara County'],
    fips: ['06001', '06013', '06041', '06055', '06075', '06081', '06085'],
    source: { name: 'Bay Area Legal Aid, “Who We Are”', date: '2022', url: 'https://baylegal.org/who-we-are/', confidence: 'H' },
  },
  {
    programId: 'legal-aid-il-legal-aid-chicago',
    state: 'IL',
    complete: true,
    counties: ['Cook County'],
    fips: ['17031'],
    source: { name: 'Legal Aid Chicago, “Our Work”', date: '2021', url: 'https://legalaidchicago.org/who-we-are/our-work', confidence: 'H' },
  },
  {
    // New York City's five boroughs, each a county.
    programId: 'legal-aid-ny-legal-services-nyc',
    state: 'NY',
    complete: true,
    counties: ['Bronx County', 'Kings County', 'New York County', 'Queens County', 'Richmond County'],
    fips: ['36005', '36047', '36061', '36081', '36085'],
    source: { name: 'Wikipedia, “Legal Services NYC”', date: '2017', url: 'https://en.wikipedia.org/wiki/Legal_Services_NYC', confidence: 'M' },
  },  {
    // Eight counties; the source names seven (it lists Portage twice).
    programId: 'legal-aid-oh-community-legal-aid-services-inc',
    state: 'OH',
    complete: false,
    counties: ['Stark County', 'Columbiana County', 'Wayne County', 'Portage County', 'Trumbull County', 'Summit County', 'Medina County'],
    fips: ['39151', '39029', '39169', '39133', '39155', '39153', '39103'],
    source: { name: 'The Independent (Massillon), on Community Legal Aid', date: '2018-07-09', url: 'https://www.indeonline.com/news/20180709/community-legal-aid-continues-mission-at-new-stark-county-site', confidence: 'M' },
  },
  {
    programId: 'legal-aid-nj-northeast-new-jersey-legal-services-corporation',
    state: 'NJ',
    complete: true,
    counties: ['Bergen County', 'Hudson County', 'Passaic County'],
    fips: ['34003', '34017', '34031'],
    source: { name: 'Northeast New Jersey Legal Services, “About Us”', date: '2023', url: 'https://northeastnjlegalservices.org/about-us', confidence: 'H' },
  },
  {
    programId: 'legal-aid-fl-bay-area-legal-services-inc',
    state: 'FL',
    complete: true,
    counties: ['Hillsborough County', 'Manatee County', 'Pasco County', 'Pinellas County', 'Sarasota County'],
    fips: ['12057', '12081', '12101', '12103', '12115'],
    source: { name: 'Bay Area Legal Services, “Frequently Asked Questions”', date: '2021', url: 'http://bals.org/frequently-asked-questions', confidence: 'H' },
  },
  {
    programId: 'legal-aid-ny-nassau-suffolk-law-services-committee',
    state: 'NY',
    complete: true,
    counties: ['Nassau County', 'Suffolk County'],
    fips: ['36059', '36103'],
    source: { name: 'Nassau Suffolk Law Services newsletter', date: '2022-01-07', url: 'https://conta.cc/3zz7xMK', confidence: 'M' },
  },
];
