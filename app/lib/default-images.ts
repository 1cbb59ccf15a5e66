// Shown when a company has no logo or its logo fails to load (storefront §8 image failures).
export const DEFAULT_LOGO = "/media/demo/logo/0.png";
