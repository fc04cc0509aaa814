import { lookup } from 'node:dns/promises';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import tls from 'node:tls';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name has; the default asks the system resolver. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Where a connection goes: always a checked IP address, never a name to resolve again. */
export interface ConnectTarget extends ResolvedAddress {
  port: number;
  tls: boolean;
  /** The host name for TLS (SNI and the certificate check); absent for an IP address URL. */
  servername?: string;
}

export type Connector = (target: ConnectTarget) => Duplex;

/** The system resolver (getaddrinfo), every address it has for the name. */
export async function resolveWithSystem(hostname: string): Promise<ResolvedAddress[]> {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
}

/**
 * A TCP connection to the IP address itself (no name, so nothing is resolved again), with TLS
 * on top for https: the certificate is checked against the host name of the URL.
 */
export function connectDirectly(target: ConnectTarget): Duplex {
  const socket = net.connect({ host: target.address, port: target.port, family: target.family });
  if (!target.tls) return socket;
  return tls.connect({
    socket,
    ...(target.servername ? { servername: target.servername } : {}),
    ALPNProtocols: ['http/1.1'],
  });
}
