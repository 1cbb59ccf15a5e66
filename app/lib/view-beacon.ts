import type { ProductDetail } from "~/schemas/product.ts";

// SCAFFOLD (views helper replaces this file): tells the server about a product view without waiting.
export function sendProductView(_product: ProductDetail) {}
