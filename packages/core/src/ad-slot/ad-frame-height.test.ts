import { describe, expect, it } from 'vitest';
import { AD_SIZE_MESSAGE, adFrameHeight } from './AdSlot';

describe('ad frame height', () => {
  it('takes the ad’s reported height, at most 600 px (spec §9)', () => {
    expect(adFrameHeight({ type: AD_SIZE_MESSAGE, height: 90.2 })).toBe(91);
    expect(adFrameHeight({ type: AD_SIZE_MESSAGE, height: 5000 })).toBe(600);
    expect(adFrameHeight({ type: AD_SIZE_MESSAGE, height: -3 })).toBe(0);
  });

  it('ignores anything that is not a size report', () => {
    expect(adFrameHeight('resize')).toBeNull();
    expect(adFrameHeight({ type: 'other', height: 10 })).toBeNull();
    expect(adFrameHeight({ type: AD_SIZE_MESSAGE, height: '10' })).toBeNull();
    expect(adFrameHeight({ type: AD_SIZE_MESSAGE, height: Number.NaN })).toBeNull();
  });
});
