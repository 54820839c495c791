import { describe, expect, it } from 'vitest';
import { setUpBlockingTime, type SimulatedTask } from './lighthouse-set-up-share.ts';

const FIRST_PAINT = 700;
const INTERACTIVE = 1_200;
const setUp = (start: number, end: number): SimulatedTask => ({ start, end, setsUpPage: true });
const pageWork = (start: number, end: number): SimulatedTask => ({
  start,
  end,
  setsUpPage: false,
});

describe('setUpBlockingTime', () => {
  it('counts the part of the set-up after the first paint, less the 50 ms threshold', () => {
    // 600–900 ms: 200 ms after the first paint, of which 150 ms block.
    expect(setUpBlockingTime([setUp(600, 900)], FIRST_PAINT, INTERACTIVE)).toBe(150);
  });

  it('counts nothing for a set-up that ends before the first paint', () => {
    expect(setUpBlockingTime([setUp(500, 690)], FIRST_PAINT, INTERACTIVE)).toBe(0);
  });

  it('counts nothing for a set-up shorter than the blocking threshold', () => {
    expect(setUpBlockingTime([setUp(710, 755)], FIRST_PAINT, INTERACTIVE)).toBe(0);
  });

  it("leaves the page's own tasks out", () => {
    const tasks = [setUp(650, 800), pageWork(800, 1_000), pageWork(1_000, 1_100)];
    expect(setUpBlockingTime(tasks, FIRST_PAINT, INTERACTIVE)).toBe(50);
  });

  it('stops counting at the time to interactive', () => {
    expect(setUpBlockingTime([setUp(1_000, 1_400)], FIRST_PAINT, INTERACTIVE)).toBe(150);
  });
});
