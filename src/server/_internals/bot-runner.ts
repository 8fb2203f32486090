import { type Action, botFromName, createRng, printable } from '../../index.js';
import { type LiveMatch, phaseOf } from '../match.js';

// The bots seated in matches: one move per turn of the event loop, so that a match of bots
// never holds the server for a whole game.

/** Plays an action for a seat (the hall's own path: apply, commit, broadcast). */
type Play = (match: LiveMatch, action: Action, seat: number) => void;

export class BotRunner {
  /** Matches whose bots have a move scheduled. */
  private readonly timers = new Map<string, NodeJS.Immediate>();
  private waiters: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly play: Play,
    private readonly log: (line: string) => void,
  ) {}

  /** Schedules the next bot move when a bot is to act in a match being played. */
  schedule(match: LiveMatch): void {
    if (this.closed || this.timers.has(match.id)) return;
    if (phaseOf(match) !== 'playing') return;
    const seat = match.seats[match.state.currentPlayer]!;
    if (seat.bot === null) return;
    const name = seat.bot;
    this.timers.set(
      match.id,
      setImmediate(() => {
        this.timers.delete(match.id);
        try {
          this.move(match, seat.seat, name);
          this.schedule(match);
        } catch (e) {
          // Not tried again at once (it would fail again): the next restart retries.
          this.log(`match ${match.id}: bot failed: ${printable(String(e))}`);
        }
        if (this.timers.size === 0) this.wake();
      }),
    );
  }

  /** Resolves once no bot has a move scheduled. */
  idle(): Promise<void> {
    if (this.timers.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Cancels every scheduled move; schedules none after. */
  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearImmediate(timer);
    this.timers.clear();
    this.wake();
  }

  private move(match: LiveMatch, seat: number, name: string): void {
    if (phaseOf(match) !== 'playing' || match.state.currentPlayer !== seat) return;
    let bot = match.bots.get(seat);
    if (bot === undefined) {
      bot = botFromName(name, { seed: `${match.seed}/${seat}` });
      match.bots.set(seat, bot);
    }
    // The bot's own dice: the match's are rolled only by applyAction.
    const rng = createRng(`${match.seed}/${seat}/${match.actions.length}`);
    this.play(match, bot.chooseAction(match.state, rng), seat);
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
