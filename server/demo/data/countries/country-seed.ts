// The shape of one demo supplier country (cities, ports, naming and people vocabulary).
/**
 * All company names and people are invented. Cities, coordinates and ports are real.
 */
export interface CountrySeed {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** Relative share of suppliers. */
  weight: number;
  phonePrefix: string;
  /** Real industrial cities; coordinates of the city centre; a postal code in the local format. */
  cities: { name: string; lat: number; lon: number; zip: string }[];
  /** Real sea / air ports suppliers ship from. */
  ports: string[];
  /** BCP-47 codes of languages used in business. */
  languages: string[];
  /** Address patterns in the local style; `{n}` is replaced by a number. */
  streets: string[];
  /** Invented company name stems in the local style. */
  nameStems: string[];
  /** Local legal forms (appended to the stem). */
  legalSuffixes: string[];
  firstNames: string[];
  lastNames: string[];
}
