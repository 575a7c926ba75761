/**
 * Every story rendered in French (issue 23), light theme, checked by axe: the app's catalogue
 * in French (`apps/server/locales/fr.json`, as the server sends it), the kit's own French
 * strings and React Aria's `fr-FR`. Stories render at rest, without their play functions
 * (those drive the English interface). A feature or app story must show no catalogue message
 * in English where French has a line of its own, unless the (mocked) server sent it.
 *
 *   pnpm exec vitest run --project stories-fr
 */
import english from '@coffer/server/locales/en.json';
import french from '@coffer/server/locales/fr.json';
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, test } from 'vitest';
import preview from '../../.storybook/preview';

setProjectAnnotations(preview);

type StoryFile = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const storyFiles = import.meta.glob<StoryFile>([
  '../../packages/*/src/**/*.stories.tsx',
  '../../packages/features/*/src/**/*.stories.tsx',
  '../../apps/web/src/**/*.stories.tsx',
]);

/** English messages French words differently, as they would show in a text node. */
const untranslated = new Set(
  Object.keys(english).filter((message) => {
    const line = (french as Record<string, string>)[message];
    return line && line !== message && !/[{}<]/.test(message) && /\p{L}{3}/u.test(message);
  }),
);

/**
 * What the (mocked) server answered during the story: its words are the server's, which it
 * sends in the reader's language (notification lines, settings); a mock's are in English.
 */
const answered: string[] = [];
const realFetch = window.fetch.bind(window);
window.fetch = async (...args: Parameters<typeof fetch>) => {
  const response = await realFetch(...args);
  response
    .clone()
    .text()
    .then((text) => answered.push(text))
    .catch(() => {});
  return response;
};
const fromServer = (text: string) =>
  answered.some((body) => body.includes(JSON.stringify(text).slice(1, -1)));

afterEach(() => {
  cleanup();
  answered.length = 0;
});

for (const [path, load] of Object.entries(storyFiles)) {
  const stories = composeStories(await load());
  // The features' and the app's screens; the kit's and core's stories show their own words.
  const isFeature = /\/(packages\/features|apps\/web)\//.test(path);
  describe(path.replace(/^(\.\.\/)+/, ''), () => {
    for (const [name, Story] of Object.entries(stories) as [string, ComposedStory][]) {
      const a11y = (Story.parameters.a11y ?? {}) as {
        test?: string;
        options?: axe.RunOptions;
        config?: { rules?: { id: string; enabled: boolean }[] };
      };
      test(name, async () => {
        await Story.load();
        render(<Story />);
        await settled();
        expect(document.documentElement.lang).toBe('fr-FR');
        if (isFeature) {
          const english = shownTexts().filter(
            (text) => untranslated.has(text) && !fromServer(text),
          );
          expect(english, 'English text in the French story').toEqual([]);
        }
        if (a11y.test === 'off' || a11y.test === 'todo') return;
        const rules: Record<string, { enabled: boolean }> = { region: { enabled: false } };
        for (const rule of a11y.config?.rules ?? []) rules[rule.id] = { enabled: rule.enabled };
        const result = await axe.run(document.body, { ...a11y.options, rules });
        expect(
          result.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => `${n.target} (${n.failureSummary})`).join(', ')}`,
          ),
        ).toEqual([]);
      });
    }
  });
}

/** Until nothing says it is loading (data from MSW, lazy chunks), at most 5 s. */
async function settled(): Promise<void> {
  const busy = '[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])';
  const until = Date.now() + 5_000;
  await new Promise((resolve) => setTimeout(resolve, 50));
  while (Date.now() < until && document.querySelector(busy)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Dialogs and popovers fade in: axe reads colours once they are at rest.
  const animations = document.getAnimations().map((animation) => animation.finished);
  await Promise.race([
    Promise.allSettled(animations),
    new Promise((resolve) => setTimeout(resolve, 2_000)),
  ]);
}

/** Each text node's and label's text, trimmed. */
function shownTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label],[placeholder],[title]')) {
    for (const name of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}
