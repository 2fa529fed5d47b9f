// What the ledger should say after a sequence of operations, worked out without the database:
// the expected answer of each operation (a place's status, or the error code) and each client's
// balance and credits. ledger-properties.test.ts runs random sequences against both.

export const prices = { dropIn: 1500, pack: 2800, packCredits: 2, lateFee: 500 };

export type Op =
  | { kind: 'buy_pack'; client: number; paid: boolean }
  | { kind: 'enroll'; client: number; session: number; pack: boolean }
  | { kind: 'cancel'; client: number; session: number }
  | { kind: 'pay'; client: number; amount: number }
  | { kind: 'refund'; client: number; payment: number; amount: number };

/** Sessions alternate: even ones start within the cancellation window (late), odd ones not. */
const isLate = (session: number) => session % 2 === 0;

interface Place {
  client: number;
  pack: boolean;
  status: 'confirmed' | 'waitlisted' | 'cancelled' | 'late_cancelled';
  position: number | null;
  /** The grant a confirmed pack place used. */
  grant: number | null;
}

interface Grant {
  client: number;
  remaining: number;
}

export type Outcome = { status: string } | { error: string } | { ok: true };

export class LedgerModel {
  readonly balance: number[];
  readonly grants: Grant[] = [];
  readonly payments: { client: number; amount: number; refunded: number }[] = [];
  private readonly places: Place[][];

  private readonly capacity: number;

  constructor(clients: number, sessions: number, capacity: number) {
    this.capacity = capacity;
    this.balance = Array(clients).fill(0);
    this.places = Array.from({ length: sessions }, () => []);
  }

  apply(op: Op): Outcome {
    switch (op.kind) {
      case 'buy_pack':
        this.move(op.client, -prices.pack);
        this.grants.push({ client: op.client, remaining: prices.packCredits });
        if (op.paid) this.pay(op.client, prices.pack);
        return { ok: true };
      case 'pay':
        this.pay(op.client, op.amount);
        return { ok: true };
      case 'refund':
        return this.refund(op);
      case 'enroll':
        return this.enroll(op);
      case 'cancel':
        return this.cancel(op);
    }
  }

  /** Credits left per grant of a client, oldest grant first. */
  creditsOf(client: number): number[] {
    return this.grants.filter((g) => g.client === client).map((g) => g.remaining);
  }

  paymentsOf(client: number): number[] {
    return this.payments.flatMap((p, index) => (p.client === client ? [index] : []));
  }

  /** Money into (positive) or out of a client's balance. */
  private move(client: number, amount: number) {
    this.balance[client] = (this.balance[client] ?? 0) + amount;
  }

  private pay(client: number, amount: number) {
    this.move(client, amount);
    this.payments.push({ client, amount, refunded: 0 });
  }

  private refund(op: Extract<Op, { kind: 'refund' }>): Outcome {
    const payment = this.payments[op.payment] as (typeof this.payments)[number];
    if (op.amount <= 0 || op.amount > payment.amount - payment.refunded) {
      return { error: 'invalid_amount' };
    }
    payment.refunded += op.amount;
    this.move(payment.client, -op.amount);
    return { ok: true };
  }

  private active(session: number) {
    return (this.places[session] as Place[]).filter((p) =>
      ['confirmed', 'waitlisted'].includes(p.status),
    );
  }

  /** Pays for a place being confirmed; false when a pack place finds no credit. */
  private settle(place: Place): boolean {
    if (!place.pack) {
      this.move(place.client, -prices.dropIn);
      return true;
    }
    const grant = this.grants.findIndex((g) => g.client === place.client && g.remaining > 0);
    if (grant < 0) return false;
    (this.grants[grant] as Grant).remaining -= 1;
    place.grant = grant;
    return true;
  }

  private enroll(op: Extract<Op, { kind: 'enroll' }>): Outcome {
    const active = this.active(op.session);
    if (active.some((p) => p.client === op.client)) return { error: 'already_enrolled' };
    const place: Place = {
      client: op.client,
      pack: op.pack,
      status: 'confirmed',
      position: null,
      grant: null,
    };
    if (active.filter((p) => p.status === 'confirmed').length < this.capacity) {
      if (!this.settle(place)) return { error: 'no_credits' };
    } else {
      const positions = active.map((p) => p.position ?? 0);
      place.status = 'waitlisted';
      place.position = Math.max(0, ...positions) + 1;
    }
    (this.places[op.session] as Place[]).push(place);
    return { status: place.status };
  }

  private cancel(op: Extract<Op, { kind: 'cancel' }>): Outcome {
    const place = this.active(op.session).find((p) => p.client === op.client);
    if (!place) return { error: 'none' };
    const wasConfirmed = place.status === 'confirmed';
    const late = wasConfirmed && isLate(op.session);
    place.status = late ? 'late_cancelled' : 'cancelled';
    place.position = null;
    if (late) this.move(place.client, -prices.lateFee);
    else if (wasConfirmed && place.pack)
      (this.grants[place.grant as number] as Grant).remaining += 1;
    else if (wasConfirmed) this.move(place.client, prices.dropIn);
    if (wasConfirmed) this.promote(op.session);
    return { status: place.status };
  }

  /** The first in line who can pay takes the freed place; those who cannot stay in line. */
  private promote(session: number) {
    const waiting = this.active(session)
      .filter((p) => p.status === 'waitlisted')
      .sort((x, y) => (x.position ?? 0) - (y.position ?? 0));
    for (const candidate of waiting) {
      if (this.settle(candidate)) {
        candidate.status = 'confirmed';
        candidate.position = null;
        return;
      }
    }
  }
}
