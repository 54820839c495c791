/** A challenge as `GET /api/v1/altcha/challenge` answers it. */
export interface HumanCheckChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export declare function solveHumanCheck(challenge: HumanCheckChallenge): Promise<string>;
