/** The signed-in user's cart: the header, the product page and its dialog link to it. */
export const CART_PATH = "/profile/shopping/cart";
