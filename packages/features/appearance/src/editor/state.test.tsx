import { APPEARANCE_EDITOR_FRAME_ID } from '@coffer/contract';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { appearanceFixture } from '../mocks/fixtures';
import {
  type AppearanceEditorControls,
  AppearanceEditorProvider,
  type AppearanceEditorState,
  useAppearanceEditor,
  useAppearanceEditorControls,
  usePreviewPath,
} from './state';

/** What the probe read on its last render. */
let got: { state?: AppearanceEditorState; controls?: AppearanceEditorControls } = {};

function Probe() {
  got.state = useAppearanceEditor();
  got.controls = useAppearanceEditorControls();
  return null;
}

/** A section that shows the pricing page. */
function PricingSection() {
  usePreviewPath('/pricing');
  return null;
}

/** Renders the provider beside a frame; answers the state, the controls and the frame's posts. */
function setup(children?: ReactNode) {
  got = {};
  render(
    <>
      <iframe id={APPEARANCE_EDITOR_FRAME_ID} title="Preview" />
      <AppearanceEditorProvider initial={appearanceFixture()}>
        <Probe />
        {children}
      </AppearanceEditorProvider>
    </>,
  );
  const frame = document.getElementById(APPEARANCE_EDITOR_FRAME_ID) as HTMLIFrameElement;
  const postMessage = vi.spyOn(frame.contentWindow!, 'postMessage');
  return { got: got as Required<typeof got>, postMessage };
}

describe('the appearance editor state', () => {
  it('posts a changed section to the frame at once, to its own origin only', () => {
    const { got, postMessage } = setup();
    const branding = { ...got.state.values.branding, site_name: 'Acme' };
    act(() => got.state.setSection('branding', branding));
    expect(postMessage).toHaveBeenCalledWith(
      { source: 'be-appearance-editor', type: 'setValues', values: { branding } },
      window.location.origin,
    );
    expect(got.state.isDirty).toBe(true);
    expect(got.controls.changes()).toEqual({ branding });
  });

  it('sends custom code as setCustomCode, only the mode that changed', () => {
    const { got, postMessage } = setup();
    act(() => got.state.setSection('custom_code', { css: 'p { color: red; }', html: '' }));
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith(
      {
        source: 'be-appearance-editor',
        type: 'setCustomCode',
        mode: 'css',
        value: 'p { color: red; }',
      },
      window.location.origin,
    );
  });

  it('is clean again once a change is undone or saved; a save clears the errors', () => {
    const { got } = setup();
    const saved = got.state.saved.seo;
    act(() => got.state.setSection('seo', { ...saved, pricing: { title: 'x', description: '' } }));
    expect(got.state.isDirty).toBe(true);
    act(() => got.state.setSection('seo', saved));
    expect(got.state.isDirty).toBe(false);
    expect(got.controls.changes()).toEqual({});

    act(() => got.controls.setErrors({ 'branding.site_name': 'Enter a name.' }));
    expect(got.state.errors).toEqual({ 'branding.site_name': 'Enter a name.' });
    const next = appearanceFixture({ custom_code: { css: 'a{}', html: '' } });
    act(() => got.controls.markSaved(next));
    expect(got.state.saved.custom_code.css).toBe('a{}');
    expect(got.state.isDirty).toBe(false);
    expect(got.state.errors).toEqual({});
  });

  it('moves the frame to a section’s page, and sends it with the unsaved sections on reload', () => {
    const { got, postMessage } = setup(<PricingSection />);
    const menus = [{ id: 'm', name: 'Main', positions: ['navbar'], items: [] }];
    act(() => got.state.setSection('menus', menus));
    postMessage.mockClear();
    act(() => got.controls.resync());
    expect(postMessage.mock.calls.map(([message]) => message)).toEqual([
      { source: 'be-appearance-editor', type: 'navigate', to: '/pricing' },
      { source: 'be-appearance-editor', type: 'setValues', values: { menus } },
    ]);
  });
});
