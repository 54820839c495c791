/** A challenge as `GET /api/v1/altcha/challenge` answers it (ALTCHA's v2 proof of work). */
export interface HumanCheckChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
  };
  signature: string;
}

export declare function solveHumanCheck(challenge: HumanCheckChallenge): Promise<string>;
