import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdNativeSubmits } from './hold-native-submits';

/** Submits the form as the browser does on Enter or a submit button; whether it would navigate. */
function submit(form: HTMLFormElement): boolean {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return !event.defaultPrevented;
}

describe('native submissions before React has the form', () => {
  it('stops a form React has not hydrated from being sent by the browser', () => {
    const root = document.createElement('div');
    root.innerHTML = '<form><input name="message" value="Bonjour"><button>Envoyer</button></form>';
    document.body.append(root);
    holdNativeSubmits(root);

    expect(submit(root.querySelector('form') as HTMLFormElement)).toBe(false);
  });

  it('leaves a form React has to its handler', () => {
    const { container } = render(
      <form>
        <button>Envoyer</button>
      </form>,
    );
    holdNativeSubmits(container);

    expect(submit(container.querySelector('form') as HTMLFormElement)).toBe(true);
  });
});
