/** A supplier's storefront data, browser-safe. */
export interface CompanyInfo {
  _id: number;
  name: string;
  legalOwner: string | null;
  logo: string | null;
  isVerifiedCompany: boolean;
  email: string | null;
  contactInfo: {
    officePhone: string | null;
    mobilePhone: string | null;
    address: string | null;
    country: string;
    city: string | null;
    zip: string | null;
  };
  location: { lat: number; lon: number } | null;
  businessTypes: string[];
  companyRegisteredYear: number | null;
  /** Keys of the translated vocabularies (salesVolumes, employeeRanges, officeSizes, leadTimes, markets, paymentTypes). */
  totalAnnualSalesVolume: string | null;
  totalNoOfEmployees: string | null;
  officeSize: string | null;
  averageLeadTime: string | null;
  mainMarkets: string[];
  paymentTypes: string[];
  exportPercentage: number | null;
  noOfRDstaff: number | null;
  noOfQCstaff: number | null;
  customers: string[];
  deliveryTerms: string[];
  currencies: string[];
  ports: string[];
  spokenLanguges: string[];
  minimumOrderValue: { amount: number; currency: string } | null;
  /** In the page language (English, then any language, as fallback); HTML sanitised. */
  mainProducts: string | null;
  detailedCompanyIntroduction: string | null;
  certifications: CompanyCertificate[];
  website: { bannerPictures: string[]; themeColor: string | null };
}

export interface CompanyCertificate {
  id: number;
  name: string;
  authorizedOrganization: string | null;
  startDate: string | null;
  endDate: string | null;
}

/** A category the company lists products in; `name` is null when it has no name in any language. */
export interface CompanyCategory {
  code: string;
  name: string | null;
  level: number;
}
