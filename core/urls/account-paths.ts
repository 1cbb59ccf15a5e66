/** The signed-in user's cart (storefront.md §2.7): the header, the product page and its dialog link to it. */
export const CART_PATH = "/profile/shopping/cart";
