/**
 * The locator's clustering worker: builds supercluster's index off the main thread (10k stations
 * take ~50–90 ms to index, more than a frame) and answers the map's questions about it
 * (cluster-handler.ts). Messages are handled in order, so a question sent right after a `load` is
 * answered from the new index.
 */
import { createClusterHandler } from './cluster-handler';
import type { ClusterAnswer, ClusterRequest } from './cluster-protocol';

const handle = createClusterHandler();
// the worker's own scope, typed by hand: the webworker lib would retype the whole project's globals
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ClusterRequest>) => void) | null;
  postMessage(message: ClusterAnswer): void;
};

scope.onmessage = (event: MessageEvent<ClusterRequest>) => {
  const answer = handle(event.data);
  if (answer) scope.postMessage(answer);
};
