# A discord.py bot written as discord.py's own examples write one: a Client with an app_commands
# CommandTree whose commands are synced to one guild in setup_hook, a View with a button and a select, a
# Modal, and a deferred reply completed with a file. It is pointed at the emulator by two settings of
# discord.py: its REST base (discord.http.Route.BASE) and, since a discord.Client of 2.2 connects to
# wss://gateway.discord.gg without asking, its default gateway, set from the emulator's GET /gateway. Run
# by test/bots-discordpy.test.ts with Debian's python3-discord (scripts/ensure-discord-py.sh).
import io
import json
import os
import urllib.request

import discord
import yarl
from discord import app_commands

API = os.environ["DISCORD_API_URL"]
discord.http.Route.BASE = API
with urllib.request.urlopen(f"{API}/gateway") as answer:
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(json.load(answer)["url"])
GUILD = discord.Object(id=int(os.environ["GUILD_ID"]))


class Menu(discord.ui.View):
    @discord.ui.button(label="Ping", style=discord.ButtonStyle.primary, custom_id="menu:ping")
    async def ping(self, interaction: discord.Interaction, button: discord.ui.Button):
        await interaction.response.send_message(f"Pong, {interaction.user.name}!")

    @discord.ui.select(
        custom_id="menu:colour",
        placeholder="Pick a colour",
        options=[
            discord.SelectOption(label="Red", value="red"),
            discord.SelectOption(label="Blue", value="blue"),
        ],
    )
    async def colour(self, interaction: discord.Interaction, select: discord.ui.Select):
        await interaction.response.edit_message(content=f"You picked {select.values[0]}.", view=None)


class Feedback(discord.ui.Modal, title="Feedback"):
    topic = discord.ui.TextInput(label="Topic", custom_id="topic", max_length=100)

    async def on_submit(self, interaction: discord.Interaction):
        await interaction.response.send_message(f"Thanks for your feedback on {self.topic.value}.")


class Bot(discord.Client):
    def __init__(self):
        super().__init__(intents=discord.Intents.default())
        self.tree = app_commands.CommandTree(self)

    async def setup_hook(self):
        self.tree.copy_global_to(guild=GUILD)
        synced = await self.tree.sync(guild=GUILD)
        print(f"synced {', '.join(sorted(command.name for command in synced))}", flush=True)


client = Bot()


@client.tree.command(description="Show the menu")
async def menu(interaction: discord.Interaction):
    await interaction.response.send_message("What next?", view=Menu())


@client.tree.command(description="Send feedback")
async def feedback(interaction: discord.Interaction):
    await interaction.response.send_modal(Feedback(custom_id="feedback"))


@client.tree.command(description="The weekly report, as a file")
@app_commands.describe(week="Which week")
async def report(interaction: discord.Interaction, week: app_commands.Range[int, 1, 53]):
    await interaction.response.defer(thinking=True)
    data = io.BytesIO(f"week,members\n{week},12\n".encode())
    await interaction.followup.send(f"Report of week {week}.", file=discord.File(data, filename="report.csv"))


@client.event
async def on_ready():
    print(f"ready as {client.user.id}", flush=True)


client.run(os.environ["BOT_TOKEN"], log_handler=None)
