import type { CompanyInfo } from "./company.ts";

/** Product, as the detail page and GET /api/products/getById answer it. */
export interface ProductDetail {
  _id: number;
  name: string;
  /** The language the name and texts are in (the page's, or English as fallback). */
  textLang: string;
  pictures: string[];
  /** The product's category and its ancestors, root first, named in the page language. */
  categories: { _id: string; id: string; name: string; hasChildren: boolean }[];
  company: CompanyInfo;
  brand: string | null;
  packaging: string | null;
  placeOfOrigin: string;
  /** Codes of the variation options the product has (place of origin as `poo.{code}`). */
  variationSerials: string[];
  /** Named variation options for Quick Details: group name → option names. */
  variations: { group: string; options: string[] }[];
  customVariations: {
    _id: number;
    name: string;
    values: { _id: number; name: string; image: string | null }[];
  }[];
  fobCurrency: string;
  fobPriceMin: number | null;
  fobPriceMax: number | null;
  fobUnit: string;
  minOrderQuan: number | null;
  minOrderUnit: string;
  productionCapacity: number | null;
  productionCapUnit: string | null;
  productionCapTime: string | null;
  paymentTerms: string[];
  pricePerQuantity: { minimumQuantity: number; fobPrice: number }[];
  isCartAvailable: boolean;
  packagingDetails: string | null;
  deliveryTime: number | null;
  /** Sanitised HTML without h1/h2. */
  description: { long: string | null };
  certifications: {
    id: number;
    name: string;
    authorizedOrganization: string | null;
    startDate: string | null;
    endDate: string | null;
  }[];
  manufactureLocation: { lat: number; lon: number } | null;
}
