import { measure, type Measurement } from './measure.ts';
import type { BenchContext, Scenario } from './scenario.ts';
import { healthScenario } from './scenarios/health.ts';

/** One scenario measured against the bare server in alternating rounds. */
export interface RatioToBare {
  scenario: string;
  database: string;
  /** The scenario's rate in each round (req/s). */
  rates: number[];
  /** The bare server's rate in the rounds around them: one more than `rates`. */
  bareRates: number[];
  /** Each round's rate over the mean of the bare rounds just before and just after it. */
  ratios: number[];
  /** The bare server sending the scenario's own answer (same headers, same bytes), each round. */
  sameBytesRates: number[];
  /** Its rate over the bare rounds around it: the highest ratio any server could reach. */
  ceilings: number[];
  /**
   * Share of a core each server used in its rounds (the API, the bare server sending the same
   * answer, the bare server): near 1 when the server was the limit, as a ratio needs.
   */
  busy: { api: (number | null)[]; sameBytes: (number | null)[]; bare: (number | null)[] };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Measures `scenario`, the bare server sending that scenario's own answer, and the bare
 * `node:http` server by turns — bare, scenario, same bytes, bare, … — in short rounds, and rates
 * each round against the bare rounds on either side of it. This machine's capacity moves within
 * seconds (other work on the host), so a baseline measured minutes apart, or even once before and
 * once after, can skew a ratio by half; rounds a few seconds apart see the same machine, and their
 * median ignores a round a burst disturbed.
 */
export async function measureAgainstBare(
  scenario: Scenario,
  context: BenchContext,
  servers: Record<'api' | 'bare' | 'sameBytes', { origin: string; pid: number }>,
  database: string,
  rounds: number,
  roundSeconds: number,
): Promise<RatioToBare & { measurements: Measurement[] }> {
  const bare = { ...healthScenario, name: 'bare node:http (baseline)' };
  const sameBytes = { ...scenario, name: 'bare node:http, same answer' };
  const busy: RatioToBare['busy'] = { api: [], sameBytes: [], bare: [] };
  const rateOf = async (measured: Scenario, server: keyof RatioToBare['busy']) => {
    const { origin, pid } = servers[server];
    const result = await measure(measured, { ...context, origin }, 'none', roundSeconds, pid);
    busy[server].push(result.serverBusy);
    return result.reqPerSec;
  };
  const measurements: Measurement[] = [];
  const rates: number[] = [];
  const sameBytesRates: number[] = [];
  const bareRates = [await rateOf(bare, 'bare')];
  for (let round = 0; round < rounds; round += 1) {
    const { origin, pid } = servers.api;
    const measured = await measure(scenario, { ...context, origin }, database, roundSeconds, pid);
    busy.api.push(measured.serverBusy);
    measurements.push(measured);
    rates.push(measured.reqPerSec);
    sameBytesRates.push(await rateOf(sameBytes, 'sameBytes'));
    bareRates.push(await rateOf(bare, 'bare'));
  }
  const overBare = (values: number[]) =>
    values.map((rate, round) => rate / ((bareRates[round]! + bareRates[round + 1]!) / 2));
  return {
    scenario: scenario.name,
    database,
    rates,
    bareRates,
    ratios: overBare(rates),
    sameBytesRates,
    ceilings: overBare(sameBytesRates),
    busy,
    measurements,
  };
}

/** The median share of a core a server used, as a percentage; '–' where it could not be read. */
const busyPercent = (values: readonly (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? `${Math.round(median(known) * 100)}%` : '–';
};

/** A table row: medians, and each round's ratio so the spread shows. */
export function ratioRow(result: RatioToBare) {
  return {
    scenario: result.scenario,
    database: result.database,
    'req/s (median)': Math.round(median(result.rates)),
    'bare req/s (median)': Math.round(median(result.bareRates)),
    'ratio (median)': median(result.ratios).toFixed(2),
    'ratio per round': result.ratios.map((ratio) => ratio.toFixed(2)).join(' '),
    'same answer from bare ÷ bare (median)': median(result.ceilings).toFixed(2),
    'ratio ÷ that (median)': median(
      result.ratios.map((ratio, i) => ratio / result.ceilings[i]!),
    ).toFixed(2),
    'server core busy (API / same / bare)': [
      busyPercent(result.busy.api),
      busyPercent(result.busy.sameBytes),
      busyPercent(result.busy.bare),
    ].join(' / '),
  };
}
