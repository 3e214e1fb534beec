import { mentionedPeople } from '@rbax/shared/notifications';
import { useCallback, useMemo, useRef } from 'react';

export type MentionPerson = { id: string; name: string; email?: string };

/**
 * The people a comment being written mentions. Someone picked from the suggestions counts
 * while their '@Name' stays in the text; a name typed in full counts when no one else on the
 * board has it (a mention must always point to one person).
 */
export function useMentions(people: readonly MentionPerson[], initial: readonly MentionPerson[] = []) {
  const picked = useRef(new Map(initial.map((person) => [person.id, person])));
  const unique = useMemo(() => {
    const counts = new Map<string, number>();
    for (const person of people)
      counts.set(person.name.toLowerCase(), (counts.get(person.name.toLowerCase()) ?? 0) + 1);
    return people.filter((person) => counts.get(person.name.toLowerCase()) === 1);
  }, [people]);

  const pick = useCallback((person: MentionPerson) => {
    picked.current.set(person.id, person);
  }, []);

  /** The user ids to send with the body. */
  const idsFor = useCallback(
    (body: string): string[] => mentionedPeople(body, [...picked.current.values(), ...unique]).map((p) => p.id),
    [unique],
  );

  const reset = useCallback(() => picked.current.clear(), []);
  return { pick, idsFor, reset };
}
