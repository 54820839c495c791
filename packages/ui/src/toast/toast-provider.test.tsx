import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

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
