export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

export function startRoundRobinProxy(port: number, targetPorts: number[]): Promise<RoundRobinProxy>;
