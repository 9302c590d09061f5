import { services } from "../../../generated/services";

export function onBeforePrerenderStart(): string[] {
  return services.map((service) => service.href);
}
