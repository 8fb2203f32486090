import { type BotName, formatAction, type GameState, legalActions, renderSvg } from 'globetrotter';
import {
  connectMatches,
  MatchClientError,
  type MatchConnection,
  type MatchUpdate,
  type Seat,
} from 'globetrotter/client';

// Play online through the match server (docs/server.md): one player creates a match and sends
// its link; the other opens it and joins. The server rolls the dice and checks every action;
// this page only shows the position and submits the action clicked.
//
//   globetrotter serve --allow-origin http://127.0.0.1:5173   (then open online.html)
//
// Address: ?server=<the server's URL> (default http://127.0.0.1:8000), &match=<id> to join.

const params = new URLSearchParams(location.search);
const serverUrl = params.get('server') ?? 'http://127.0.0.1:8000';
const matchParam = params.get('match');

const $ = (id: string) => document.getElementById(id)!;

/** What the end-to-end test reads (test/e2e/online.e2e.mjs). */
const hook = {
  ready: false,
  seat: null as number | null,
  hash: '',
  actions: 0,
  state: null as GameState | null,
};
(window as unknown as { __online: typeof hook }).__online = hook;

function showError(e: unknown): void {
  $('error').textContent =
    e instanceof MatchClientError
      ? `${e.code}: ${e.message}`
      : String(e instanceof Error ? e.message : e);
}

/** The seat this browser holds in a match, kept for reloads of the page (this tab only). */
function savedSeat(matchId: string): Seat | null {
  const text = sessionStorage.getItem(`globetrotter-seat:${matchId}`);
  return text === null ? null : (JSON.parse(text) as Seat);
}

function saveSeat(seat: Seat): void {
  sessionStorage.setItem(`globetrotter-seat:${seat.matchId}`, JSON.stringify(seat));
}

function draw(
  server: MatchConnection,
  seat: Seat,
  state: GameState,
  hash: string,
  actions: number,
) {
  Object.assign(hook, { state, hash, actions, seat: seat.seat, ready: true });
  $('board').innerHTML = renderSvg(state);
  const mine = state.status !== 'finished' && state.currentPlayer === seat.seat;
  $('status').textContent =
    state.status === 'finished'
      ? `Finished: ${state.winners.length === 0 ? 'no winner' : `seat ${state.winners.join(', ')} won`}`
      : `You are seat ${seat.seat}. ${mine ? 'Your move.' : `Seat ${state.currentPlayer} to act…`}`;
  const list = $('actions');
  list.replaceChildren();
  if (!mine) return;
  for (const action of legalActions(state)) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'action';
    button.textContent = formatAction(action);
    button.addEventListener('click', () => {
      for (const b of list.querySelectorAll('button')) b.disabled = true;
      server.submit(seat, action).catch(showError);
    });
    list.append(button);
  }
}

async function play(server: MatchConnection, seat: Seat): Promise<void> {
  const share = new URL(location.href);
  share.searchParams.set('match', seat.matchId);
  $('share').textContent = share.href;
  $('share').setAttribute('href', share.href);
  $('invite').hidden = false;
  let actions = 0;
  const onUpdate = (update: MatchUpdate) => {
    actions = update.index + 1;
    $('log').textContent = `${update.entry}\n${$('log').textContent}`.slice(0, 4000);
    draw(server, seat, update.state, update.hash, actions);
  };
  const now = await server.subscribe(seat.matchId, onUpdate);
  actions = now.actions;
  draw(server, seat, now.state, now.hash, actions);
}

async function start(): Promise<void> {
  const server = await connectMatches(serverUrl);
  if (matchParam !== null) {
    const seat = savedSeat(matchParam) ?? (await server.join(matchParam, 'guest'));
    saveSeat(seat);
    await play(server, seat);
    return;
  }
  $('status').textContent = 'Create a match, then send its link.';
  $('lobby').hidden = false;
  const create = async (seats: (BotName | null)[]) => {
    $('lobby').hidden = true;
    const match = await server.createMatch({ players: 2, seats });
    const seat = await server.join(match.matchId, 'host');
    saveSeat(seat);
    history.replaceState(
      null,
      '',
      `?${new URLSearchParams({ server: serverUrl, match: seat.matchId })}`,
    );
    await play(server, seat);
  };
  $('create').addEventListener('click', () => create([null, null]).catch(showError));
  $('create-bot').addEventListener('click', () => create([null, 'mcts:200']).catch(showError));
}

start().catch(showError);
