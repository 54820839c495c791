/**
 * The buttons a visitor clicks in the prerendered HTML before React has taken the page over (the
 * carousel's arrows, the menu button): React listens from `hydrateRoot` on and replays the clicks
 * it sees from then, but a click made earlier reaches no handler and is lost. Recorded from the
 * entry's start until `stop()` (just before `hydrateRoot`), and clicked again once the page is
 * hydrated. Only plain buttons: a submit button's click already submits the form natively, and a
 * button naming a popover (the menu's burger and close buttons) already opened or closed it.
 */
export function recordEarlyClicks(root: HTMLElement) {
  const clicked: HTMLButtonElement[] = [];
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (
      button &&
      button.type === 'button' &&
      !button.hasAttribute('popovertarget') &&
      root.contains(button)
    )
      clicked.push(button);
  };
  root.addEventListener('click', onClick, true);
  return {
    stop: () => root.removeEventListener('click', onClick, true),
    /** Clicks each recorded button still on the page, in the visitor's order. */
    replay: () => clicked.splice(0).forEach((button) => button.isConnected && button.click()),
  };
}

/** What `recordEarlyClicks` answers: the recorder to stop, and the clicks to replay. */
export type EarlyClicks = ReturnType<typeof recordEarlyClicks>;
