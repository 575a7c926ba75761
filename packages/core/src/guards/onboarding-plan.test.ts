import { afterEach, describe, expect, it } from 'vitest';
import {
  checkoutPath,
  clearOnboardingPlan,
  onboardingCheckoutPath,
  onboardingPlan,
  storeOnboardingPlan,
} from './onboarding-plan';

describe('the onboarding plan choice', () => {
  afterEach(() => sessionStorage.clear());

  it('given none stored, names no post-login checkout', () => {
    expect(onboardingPlan()).toBeNull();
    expect(onboardingCheckoutPath()).toBeNull();
  });

  it('given a guest chose a plan, makes its checkout the post-login target', () => {
    storeOnboardingPlan({ productId: 2, priceId: 12 });
    expect(onboardingPlan()).toEqual({ productId: 2, priceId: 12 });
    expect(onboardingCheckoutPath()).toBe('/checkout/2/12');
  });

  it('after checkout is reached, is forgotten', () => {
    storeOnboardingPlan({ productId: 2, priceId: 12 });
    clearOnboardingPlan();
    expect(onboardingCheckoutPath()).toBeNull();
  });

  it('given something else under its key, is ignored', () => {
    sessionStorage.setItem('coffer.onboarding-plan', '{"productId":"2"}');
    expect(onboardingPlan()).toBeNull();
    sessionStorage.setItem('coffer.onboarding-plan', 'not json');
    expect(onboardingPlan()).toBeNull();
  });

  it('writes the checkout path of a plan', () => {
    expect(checkoutPath({ productId: 3, priceId: 32 })).toBe('/checkout/3/32');
  });
});
