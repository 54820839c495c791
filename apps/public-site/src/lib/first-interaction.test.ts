import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A pointer move as the browser sends it, by how far the pointer went. */
function pointerMove(movementX: number, movementY: number) {
  return Object.defineProperties(new Event('pointermove', { bubbles: true }), {
    movementX: { value: movementX },
    movementY: { value: movementY },
  });
}

/** The module afresh: it remembers the first interaction for the page's whole life. */
async function freshModule() {
  vi.resetModules();
  return import('./first-interaction');
}

describe("the visitor's first interaction", () => {
  beforeEach(() => document.body.replaceChildren());

  it('is not a pointer move of no distance (a cursor resting over the page as it lays out)', async () => {
    const { visitorHasInteracted, whenVisitorInteracts } = await freshModule();
    const interacted = vi.fn();
    void whenVisitorInteracts().then(interacted);

    document.body.dispatchEvent(pointerMove(0, 0));
    await Promise.resolve();
    expect(visitorHasInteracted()).toBe(false);
    expect(interacted).not.toHaveBeenCalled();

    document.body.dispatchEvent(pointerMove(3, -1));
    await vi.waitFor(() => expect(interacted).toHaveBeenCalledOnce());
    expect(visitorHasInteracted()).toBe(true);
  });

  it('is a key pressed, whatever the pointer did', async () => {
    const { visitorHasInteracted, whenVisitorInteracts } = await freshModule();
    const waiting = whenVisitorInteracts();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    await waiting;
    expect(visitorHasInteracted()).toBe(true);
  });
});
