export { addToCart, changeQuantity, getCart, removeLine } from "./cart.service.ts";
