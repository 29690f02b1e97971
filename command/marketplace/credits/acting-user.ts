import { domainError, type DomainError } from '../../../contracts/core/errors';
import type { CommandContext } from '../../core/deps';

// Whose credits or plan a command of a signed-in person moves: the person acting. The calls that
// reach these commands are closed to visitors, so a missing actor is refused, never guessed.
export const actingUser = (ctx: CommandContext): string | DomainError => ctx.actor ?? domainError('Unauthenticated');
