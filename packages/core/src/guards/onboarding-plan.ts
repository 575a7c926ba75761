/**
 * A plan a guest chose on `/pricing` before having an account (spec §2.3: "If an onboarding
 * plan choice was stored, the checkout path is the post-login target"). Kept in the tab's
 * session storage, so a reload on the way (email verification) keeps it and another tab or a
 * later visit does not inherit it.
 */
export interface OnboardingPlan {
  productId: number;
  priceId: number;
}

const ONBOARDING_PLAN_KEY = 'coffer.onboarding-plan';

/** The checkout page of a plan's price (spec §2.3). */
export function checkoutPath({ productId, priceId }: OnboardingPlan): string {
  return `/checkout/${productId}/${priceId}`;
}

export function storeOnboardingPlan(plan: OnboardingPlan): void {
  sessionStore()?.setItem(ONBOARDING_PLAN_KEY, JSON.stringify(plan));
}

/** The stored choice, or null when there is none (or it is not one we wrote). */
export function onboardingPlan(): OnboardingPlan | null {
  const raw = sessionStore()?.getItem(ONBOARDING_PLAN_KEY);
  if (!raw) return null;
  try {
    const { productId, priceId } = JSON.parse(raw) as Partial<OnboardingPlan>;
    return Number.isInteger(productId) && Number.isInteger(priceId)
      ? { productId: productId as number, priceId: priceId as number }
      : null;
  } catch {
    return null;
  }
}

/** The checkout path of the stored choice: the post-login target while there is one. */
export function onboardingCheckoutPath(): string | null {
  const plan = onboardingPlan();
  return plan ? checkoutPath(plan) : null;
}

/** Forgets the choice once checkout is reached, so later sign-ins land as usual. */
export function clearOnboardingPlan(): void {
  sessionStore()?.removeItem(ONBOARDING_PLAN_KEY);
}

/** Session storage, or nothing where a browser refuses it (private modes, sandboxed frames). */
function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
