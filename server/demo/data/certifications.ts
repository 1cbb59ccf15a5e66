// Company (management-system) and product certifications with real certification bodies.
/** `roots`: the trades (root categories) a certificate belongs to; none for those of any trade. */
export const COMPANY_CERTIFICATIONS: { name: string; bodies: string[]; roots?: string[] }[] = [
  { name: "ISO 9001", bodies: ["TÜV SÜD", "SGS", "Bureau Veritas", "DNV"] },
  { name: "ISO 14001", bodies: ["TÜV Rheinland", "SGS", "Bureau Veritas", "LRQA"] },
  { name: "ISO 45001", bodies: ["DNV", "TÜV NORD", "Intertek", "BSI"] },
  { name: "ISO 50001", bodies: ["TÜV SÜD", "DNV", "BSI"] },
  { name: "ISO 22000", bodies: ["SGS", "Bureau Veritas", "DNV"], roots: ["015"] },
  { name: "HACCP", bodies: ["SGS", "Intertek", "Bureau Veritas"], roots: ["015"] },
  { name: "BRCGS", bodies: ["SGS", "LRQA", "Intertek", "NSF"], roots: ["015"] },
  { name: "FSSC 22000", bodies: ["DNV", "SGS", "Bureau Veritas", "LRQA"], roots: ["015"] },
  { name: "IFS Food", bodies: ["TÜV SÜD", "DQS", "Kiwa", "SGS"], roots: ["015"] },
  { name: "Halal", bodies: ["JAKIM", "LPPOM MUI", "IFANCA", "Halal Food Authority"], roots: ["015"] },
  { name: "Kosher", bodies: ["OU Kosher", "OK Kosher Certification", "Star-K", "KOF-K"], roots: ["015"] },
  { name: "SA8000", bodies: ["SGS", "Bureau Veritas", "RINA"] },
  { name: "BSCI", bodies: ["Intertek", "SGS", "TÜV Rheinland", "Bureau Veritas"] },
  { name: "SEDEX/SMETA", bodies: ["Intertek", "SGS", "Bureau Veritas", "ELEVATE"] },
  { name: "WRAP", bodies: ["Intertek", "SGS", "Bureau Veritas"], roots: ["002"] },
  { name: "GOTS", bodies: ["Control Union", "Ecocert", "CERES", "ICEA"], roots: ["002", "020"] },
  { name: "OEKO-TEX STeP", bodies: ["Hohenstein", "TESTEX", "AITEX"], roots: ["002", "020"] },
  {
    name: "GRS (Global Recycled Standard)",
    bodies: ["Control Union", "Intertek", "SGS"],
    roots: ["002", "020", "034"],
  },
  {
    name: "FSC Chain of Custody",
    bodies: ["SGS", "Control Union", "Preferred by Nature", "Bureau Veritas"],
    roots: ["016", "020", "007"],
  },
  { name: "IATF 16949", bodies: ["TÜV SÜD", "TÜV NORD", "DNV", "Bureau Veritas"], roots: ["024", "008"] },
  { name: "ISO 13485", bodies: ["TÜV SÜD", "BSI", "SGS"], roots: ["002"] },
  { name: "ISO/IEC 27001", bodies: ["BSI", "TÜV Rheinland", "DNV"] },
];

/**
 * Product certifications and the root categories they fit:
 * 020 home, 002 apparel, 016 furniture, 015 food, 024 machinery,
 * 008 electronics, 034 sports, 007 construction.
 */
export const PRODUCT_CERTIFICATIONS: { name: string; bodies: string[]; roots: string[] }[] = [
  {
    name: "CE",
    bodies: ["TÜV SÜD", "TÜV Rheinland", "Intertek", "SGS"],
    roots: ["024", "008", "034", "007", "020"],
  },
  {
    name: "RoHS",
    bodies: ["SGS", "Intertek", "TÜV Rheinland", "Bureau Veritas"],
    roots: ["008", "020", "024"],
  },
  { name: "FCC", bodies: ["Intertek", "TÜV Rheinland", "SGS", "UL Solutions"], roots: ["008"] },
  { name: "UL", bodies: ["UL Solutions"], roots: ["008", "020", "024", "007"] },
  { name: "ETL", bodies: ["Intertek"], roots: ["008", "020", "024"] },
  { name: "FDA", bodies: ["U.S. FDA", "SGS", "Intertek"], roots: ["015", "020"] },
  { name: "LFGB", bodies: ["SGS", "TÜV Rheinland", "Intertek", "Bureau Veritas"], roots: ["020", "015"] },
  { name: "EN 71", bodies: ["SGS", "Intertek", "TÜV SÜD", "Bureau Veritas"], roots: ["034", "020"] },
  {
    name: "REACH",
    bodies: ["SGS", "Intertek", "Bureau Veritas", "TÜV SÜD"],
    roots: ["002", "020", "016", "008", "034", "007"],
  },
  {
    name: "GS",
    bodies: ["TÜV SÜD", "TÜV Rheinland", "Intertek"],
    roots: ["024", "020", "034", "016", "008"],
  },
  {
    name: "CB Scheme",
    bodies: ["TÜV SÜD", "UL Solutions", "Intertek", "DEKRA"],
    roots: ["008", "020", "024"],
  },
  { name: "UKCA", bodies: ["BSI", "SGS", "Intertek"], roots: ["024", "008", "007", "034", "020"] },
  { name: "Organic (EU)", bodies: ["Ecocert", "Control Union", "CERES", "Bureau Veritas"], roots: ["015"] },
  { name: "GOTS", bodies: ["Control Union", "Ecocert", "CERES"], roots: ["002", "020"] },
  {
    name: "FSC",
    bodies: ["SGS", "Control Union", "Preferred by Nature", "Bureau Veritas"],
    roots: ["016", "020", "007"],
  },
  {
    name: "OEKO-TEX Standard 100",
    bodies: ["Hohenstein", "TESTEX", "AITEX", "Centexbel"],
    roots: ["002", "020", "016"],
  },
  { name: "CPSIA (CPC)", bodies: ["SGS", "Intertek", "Bureau Veritas"], roots: ["034", "020", "002"] },
  { name: "BIFMA LEVEL", bodies: ["NSF", "SCS Global Services", "UL Solutions"], roots: ["016"] },
  { name: "EN ISO 20345", bodies: ["SATRA", "TÜV SÜD", "Intertek"], roots: ["002", "034"] },
];
