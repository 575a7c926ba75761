import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { POPUP_SCRIPT } from './popup';

/** Runs the popup script against a page whose result block holds `result`. */
function runPopup(
  result: unknown,
  opener: { postMessage: (m: unknown, o: string) => void } | null,
) {
  const window = { opener, close: vi.fn(), location: { replace: vi.fn() } };
  const document = {
    getElementById: (id: string) =>
      id === 'social-auth-result' ? { textContent: JSON.stringify(result) } : null,
  };
  runInNewContext(POPUP_SCRIPT, { window, document, JSON });
  return window;
}

describe('the social popup script', () => {
  const result = {
    targetOrigin: 'https://drive.example.com',
    message: { type: 'social-auth', status: 'SUCCESS', callbackData: {} },
  };

  it('posts the message to the opener at the base_url origin only, then closes', () => {
    const postMessage = vi.fn();
    const window = runPopup(result, { postMessage });
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(
      result.message,
      'https://drive.example.com',
    );
    expect(window.close).toHaveBeenCalled();
  });

  it('given no opener (the popup was opened as a tab), goes to the app instead of closing', () => {
    const window = runPopup(result, null);
    expect(window.location.replace).toHaveBeenCalledWith('https://drive.example.com/');
    expect(window.close).not.toHaveBeenCalled();
  });
});
