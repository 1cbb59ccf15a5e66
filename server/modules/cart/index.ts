export { getCart } from "./cart-view.ts";
export { addToCart, changeQuantity, removeLine, removeOrderedLines } from "./cart.service.ts";
