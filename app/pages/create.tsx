import { create } from "../../domain/messages";
import { HomeButton } from "../components/home-button";

export default function CreatePage({ name }: { name: string }) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col items-start gap-4 px-4 py-10 desktop:flex-row desktop:items-center">
      <HomeButton />
      <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight">{create.creatingTitle(name)}</h1>
    </div>
  );
}
