import type * as Y from 'yjs';
import { uuidv7 } from '@rbax/shared/ids';
import type { DocVersion } from '@rbax/shared/docs/docs';
import type { Db } from '#src/db/client.ts';
import { loadYDoc } from './doc-content.ts';
import { loadDocLibs, yjs } from './doc-libs.ts';
import { docToText } from './doc-markdown.ts';
import { insertVersion } from './docs-repository.ts';

/** Saves the current content as a version (on demand, automatically, or before a restore). */
export async function saveVersion(
  db: Db,
  docId: string,
  kind: DocVersion['kind'],
  userId: string | null,
  doc?: Y.Doc,
): Promise<string> {
  await loadDocLibs();
  const content = doc ?? (await loadYDoc(db, docId)).doc;
  const id = uuidv7();
  await insertVersion(db, {
    id,
    docId,
    kind,
    state: yjs.encodeStateAsUpdate(content),
    text: docToText(content),
    createdBy: userId,
  });
  return id;
}
