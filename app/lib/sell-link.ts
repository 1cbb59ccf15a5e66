/**
 * Where "Sell on Caravan" leads: a visitor registers with selling chosen; a signed-in user goes
 * straight to onboarding (their company in progress, or a new one).
 */
export const sellHref = (signedIn: boolean) => (signedIn ? "/supplier/onboarding" : "/register?as=seller");
