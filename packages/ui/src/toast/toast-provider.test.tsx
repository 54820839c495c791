import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './toast-provider.tsx';
import * as stories from './toast.stories.tsx';
import { useToast } from './use-toast.ts';

const { Default, ErrorMessage, LongText } = composeStories(stories);

function SaveButton({ duration }: { duration?: number }) {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => toast({ message: 'Saved successfully!', type: 'success', duration })}
    >
      Save
    </button>
  );
}

describe('ToastProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the message at the top right and hides it after 3000 ms', () => {
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );

    act(() => screen.getByRole('button', { name: 'Save' }).click());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Saved successfully!');
    expect(alert.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopRight');

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    // Then the exit transition runs and the toast leaves the page.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives a toast shown just before the previous one ends its full time', () => {
    function TwoToasts() {
      const toast = useToast();
      return (
        <>
          <button type="button" onClick={() => toast({ message: 'Logged in successfully!' })}>
            First
          </button>
          <button type="button" onClick={() => toast({ message: 'Saved successfully!' })}>
            Second
          </button>
        </>
      );
    }
    render(
      <ToastProvider>
        <TwoToasts />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'First' }).click());
    act(() => vi.advanceTimersByTime(2800));
    act(() => screen.getByRole('button', { name: 'Second' }).click());
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByRole('alert')).toHaveTextContent('Saved successfully!');
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByRole('alert')).toHaveTextContent('Saved successfully!');
  });

  it('keeps the toast for the duration the caller asks for', () => {
    render(
      <ToastProvider>
        <SaveButton duration={6000} />
      </ToastProvider>,
    );

    act(() => screen.getByRole('button', { name: 'Save' }).click());
    act(() => vi.advanceTimersByTime(4000));

    expect(screen.getByRole('alert')).toHaveTextContent('Saved successfully!');
  });
});

describe('Toast stories', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows an information toast at the top right', () => {
    render(<Default />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Les modifications ont été enregistrées.');
    expect(alert).toHaveClass('MuiAlert-colorInfo', 'MuiAlert-filled');
    expect(alert.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopRight');
  });

  it('shows an error with its own colour', () => {
    render(<ErrorMessage />);
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError', 'MuiAlert-filled');
  });

  it('closes on its close button', () => {
    render(<LongText />);
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
