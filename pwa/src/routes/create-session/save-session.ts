/**
 * What happens after POST /api/sessions succeeds (docs/product.md, Create session): files upload in
 * sequence with simulated progress, then links, calls to action and polls are saved. A failed item
 * after creation is only logged, as docs/product.md says; the session itself already exists.
 */
import { createPoll } from "../../api/speaker/polls.ts";
import { createResource, uploadResource } from "../../api/speaker/resources.ts";
import { simulateProgress } from "../../components/attachments.ts";
import type { LinkItem } from "../../components/session-model.ts";
import { linkBodies, pollBodies, type FileDraft, type PollDraft } from "./wizard-model.ts";

export interface SessionContents {
  files: readonly FileDraft[];
  /** Helpful Links and Calls to Action. */
  links: readonly LinkItem[];
  polls: readonly PollDraft[];
}

export async function saveSessionContents(
  sessionId: number,
  contents: SessionContents,
  onFile: (key: string, patch: Partial<FileDraft>) => void,
): Promise<{ uploaded: number; failed: number }> {
  let uploaded = 0;
  let failed = 0;
  const orderInGroup = new Map<string, number>();
  for (const draft of contents.files) {
    const order = orderInGroup.get(draft.type) ?? 0;
    orderInGroup.set(draft.type, order + 1);
    onFile(draft.key, { status: "uploading" });
    const stop = simulateProgress((progress) => onFile(draft.key, { progress }));
    try {
      await uploadResource(
        {
          sessionId,
          type: draft.type,
          title: draft.title.trim(),
          description: draft.description.trim(),
          buttonText: draft.type === "additional" ? draft.buttonText.trim() : undefined,
          order,
        },
        draft.file,
      );
      stop();
      onFile(draft.key, { status: "uploaded", progress: 100 });
      uploaded += 1;
    } catch (error) {
      stop();
      onFile(draft.key, { status: "failed", progress: 0 });
      failed += 1;
      console.error(`Upload of ${draft.file.name} failed`, error);
    }
  }
  for (const body of linkBodies(sessionId, contents.links)) {
    try {
      await createResource(body);
    } catch (error) {
      console.error(`Saving ${body.type} "${body.title}" failed`, error);
    }
  }
  for (const body of pollBodies(contents.polls)) {
    try {
      await createPoll(sessionId, body);
    } catch (error) {
      console.error(`Saving poll "${body.title}" failed`, error);
    }
  }
  return { uploaded, failed };
}
