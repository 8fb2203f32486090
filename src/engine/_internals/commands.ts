import type { Command } from './command.js';
import {
  cloneCommand,
  dropCommand,
  helloCommand,
  loadCommand,
  newCommand,
} from './lifecycle-commands.js';
import {
  botCommand,
  observeCommand,
  outcomesCommand,
  recordCommand,
  renderCommand,
  stateCommand,
  validateCommand,
} from './query-commands.js';
import { stepCommand } from './step-command.js';
import { stepsCommand } from './steps-command.js';
import {
  tournamentGamesCommand,
  tournamentPlanCommand,
  tournamentSummaryCommand,
} from './tournament-commands.js';

/** The protocol's commands by name, in the order docs/engine-protocol.md lists them. */
export const COMMANDS: Readonly<Record<string, Command>> = {
  hello: helloCommand,
  new: newCommand,
  load: loadCommand,
  clone: cloneCommand,
  drop: dropCommand,
  state: stateCommand,
  observe: observeCommand,
  step: stepCommand,
  steps: stepsCommand,
  outcomes: outcomesCommand,
  validate: validateCommand,
  bot: botCommand,
  record: recordCommand,
  render: renderCommand,
  tournament_plan: tournamentPlanCommand,
  tournament_games: tournamentGamesCommand,
  tournament_summary: tournamentSummaryCommand,
};
