/**
 * Resolves in a task of its own, after the browser has had the chance to handle input and
 * paint. A message, not a timer: timers in a background tab wait up to a second each.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
