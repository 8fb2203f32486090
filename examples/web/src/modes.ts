/**
 * The actions the board highlights, one kind at a time: a selected Rover's (move, fortify,
 * shoot) and, in 2024-12, where your Factory produces, where a Rover of yours in orbit descends
 * and what your powered-up Drill Cannon fires at, each offering the new Rover's facing or the
 * target on a click.
 */
export type Mode = 'move' | 'fortify' | 'shoot' | 'produce' | 'descend' | 'fire';
export type RoverMode = 'move' | 'fortify' | 'shoot';
export const ROVER_MODES: readonly RoverMode[] = ['move', 'fortify', 'shoot'];
export const BOARD_MODES_2024_12: readonly Mode[] = ['produce', 'descend', 'fire'];
