def main(): print("hi")
