// Shown when a company has no logo or its logo fails to load.
export const DEFAULT_LOGO = "/media/demo/logo/0.png";
/** Shown for a product without a picture or whose picture fails: in cards and thumbnails (200x200)… */
export const NOT_FOUND_PICTURE = "/media/demo/notfound/0_200x200.jpg";
/** …and in the product page's gallery (400x520). */
export const NOT_FOUND_GALLERY_PICTURE = "/media/demo/notfound/0_400x520.jpg";
